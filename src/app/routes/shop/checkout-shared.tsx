// Pieces shared by /checkout and /pagamento: cart lines as checkout lines, the empty-cart guard and the
// after-order handling (clear the cart, show the confirmation).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast.tsx';
import { useCart } from '@/features/cart/api/use-cart.ts';
import type { PlacedOrder } from '@/features/checkout/api/place-order.ts';
import type { CheckoutLine } from '@/features/checkout/checkout-line.ts';
import { clearShippingDraft } from '@/features/checkout/checkout-draft.ts';

export function useCheckoutCart() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const cart = useCart();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const lines: CheckoutLine[] = cart.lines.map((l) => ({
    product_id: l.product_id,
    quantity: l.quantity,
    name: l.name,
    price: l.price,
    image_url: l.image_url,
  }));
  const empty = lines.length === 0 && !placed;

  useEffect(() => {
    if (!empty) return;
    toast.error(t('errors.emptyCartTitle'), { description: t('errors.emptyCart'), id: 'empty-cart' });
    void navigate('/', { replace: true });
  }, [empty, navigate, t]);

  const onPlaced = (order: PlacedOrder) => {
    setPlaced(order);
    cart.clear();
    clearShippingDraft();
    window.scrollTo({ top: 0 });
  };
  return { lines, empty, placed, onPlaced };
}
