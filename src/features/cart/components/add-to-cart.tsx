// Quantity picker and add button for a product page. Disabled with a clear 'Esaurito' at stock 0; never lets the
// cart go above stock.
import { useState } from 'react';
import { Minus, Plus, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { cartStore, useCartState } from '../api/cart-store.ts';
import type { CartProduct } from '../cart-reducer.ts';
import { launcherAvoid } from '@/lib/launcher-avoid.ts';

const stepButton =
  'grid size-11 cursor-pointer place-items-center text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';

export function AddToCart({ product }: { product: CartProduct }) {
  const { t } = useTranslation('cart');
  const { lines } = useCartState();
  const inCart = lines.find((l) => l.product_id === product.product_id)?.quantity ?? 0;
  const stock = product.stock ?? Number.POSITIVE_INFINITY;
  const room = Math.max(0, stock - inCart);
  const [quantity, setQuantity] = useState(1);
  const q = Math.max(1, Math.min(quantity, room || 1));

  if (stock <= 0) {
    return (
      <Button size="lg" disabled className="w-full sm:w-auto" data-testid="add-to-cart" {...launcherAvoid}>
        {t('add.soldOut')}
      </Button>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex items-center overflow-hidden rounded-full border border-stone-300 bg-white" role="group" aria-label={t('add.quantity')}>
        <button type="button" className={stepButton} onClick={() => setQuantity(q - 1)} disabled={q <= 1} aria-label={t('add.decrease')}>
          <Minus className="size-4" aria-hidden />
        </button>
        <output className="min-w-8 text-center tabular-nums" aria-live="polite" data-testid="add-quantity">
          {q}
        </output>
        <button type="button" className={stepButton} onClick={() => setQuantity(q + 1)} disabled={q >= room} aria-label={t('add.increase')}>
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
      <Button
        size="lg"
        data-testid="add-to-cart"
        {...launcherAvoid}
        disabled={room <= 0}
        onClick={() => {
          cartStore.dispatch({ type: 'add', product, quantity: q });
          setQuantity(1);
          toast.success(t('add.added'), { description: t('add.addedDescription'), duration: 1000 });
        }}
      >
        <ShoppingBag className="size-5" aria-hidden />
        {t('add.button')}
      </Button>
      {room <= 0 && <p className="w-full text-sm text-stone-600">{t('add.maxReached')}</p>}
    </div>
  );
}
