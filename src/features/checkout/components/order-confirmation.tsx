import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { formatEuro } from '@/lib/money.ts';
import type { PlacedOrder } from '../api/place-order.ts';

/** Shown after the order: the number and the total the database charged. */
export function OrderConfirmation({ order }: { order: PlacedOrder }) {
  const { t } = useTranslation('checkout');
  return (
    <section role="status" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center" data-testid="order-confirmation">
      <CheckCircle2 className="size-14 text-olive-600" aria-hidden />
      <h1 className="text-4xl">{t('done.title')}</h1>
      <p className="text-stone-700">{t('done.text')}</p>
      <p className="text-lg font-semibold" data-testid="order-number">
        {t('done.number', { number: order.order_number })}
      </p>
      <p className="text-stone-700">{t('done.total', { amount: formatEuro(order.total_amount) })}</p>
      <Button asChild size="lg">
        <Link to="/">{t('done.home')}</Link>
      </Button>
    </section>
  );
}
