// /pagamento and /payment: the card form for a signed-in user with shipping details from /checkout. A visitor
// goes to /checkout, an empty cart to the home page.
import { useEffect } from 'react';
import { RotateCcw, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '@/app/full-page-spinner.tsx';
import { usePageMeta } from '@/hooks/use-page-meta.ts';
import { useSession } from '@/features/auth/api/use-session.ts';
import { readShippingDraft } from '@/features/checkout/read-shipping-draft.ts';
import { OrderConfirmation } from '@/features/checkout/components/order-confirmation.tsx';
import { OrderSummary } from '@/features/checkout/components/order-summary.tsx';
import { PaymentForm } from '@/features/checkout/components/payment-form.tsx';
import { shopSettingsFrom } from '@/features/checkout/shipping-fee.ts';
import { useSettings } from '@/features/info/api/get-settings.ts';
import { formatEuro } from '@/lib/money.ts';
import { useCheckoutCart } from './checkout-shared.tsx';

export default function PaymentPage() {
  const { t } = useTranslation('checkout');
  usePageMeta({ title: t('payment.title') });
  const navigate = useNavigate();
  const session = useSession();
  const settings = shopSettingsFrom(useSettings().data);
  const { lines, empty, placed, onPlaced } = useCheckoutCart();
  const shipping = readShippingDraft();
  const mustCheckout = !placed && !empty && (session.status === 'signed-out' || (session.status === 'signed-in' && !shipping));

  useEffect(() => {
    if (mustCheckout) void navigate('/checkout', { replace: true });
  }, [mustCheckout, navigate]);

  if (placed) return <OrderConfirmation order={placed} />;
  if (empty || mustCheckout || session.status !== 'signed-in' || !shipping) return <FullPageSpinner />;

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_380px]">
      <div className="min-w-0">
        <h1 className="mb-6 text-4xl">{t('payment.title')}</h1>
        <PaymentForm lines={lines} shipping={shipping} guest={false} settings={settings} onPlaced={onPlaced} />
      </div>
      <div className="flex flex-col gap-4">
        <OrderSummary lines={lines} settings={settings} />
        <ul className="space-y-2 rounded-2xl bg-olive-50 p-4 text-sm text-olive-900">
          <li className="flex items-center gap-2">
            <Truck className="size-4" aria-hidden />
            {t('payment.freeShipping', { amount: formatEuro(settings.freeShippingThreshold) })}
          </li>
          <li className="flex items-center gap-2">
            <RotateCcw className="size-4" aria-hidden />
            {t('payment.refund')}
          </li>
        </ul>
      </div>
    </div>
  );
}
