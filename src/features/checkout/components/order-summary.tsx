import { useTranslation } from 'react-i18next';
import { Image } from '@/components/ui/image.tsx';
import { formatEuro } from '@/lib/money.ts';
import { subtotalCents, type CheckoutLine } from '../checkout-line.ts';
import { orderFigures, type ShopSettings } from '../shipping-fee.ts';

export function OrderSummary({ lines, settings }: { lines: CheckoutLine[]; settings: ShopSettings }) {
  const { t } = useTranslation('checkout');
  const figures = orderFigures(subtotalCents(lines), settings);
  return (
    <aside aria-labelledby="order-summary" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 id="order-summary" className="mb-4 text-2xl">
        {t('summary.title')}
      </h2>
      <ul className="divide-y divide-stone-100">
        {lines.map((l) => (
          <li key={l.product_id} className="flex items-center gap-3 py-3">
            <Image src={l.image_url ?? ''} alt="" className="size-14 shrink-0 rounded-lg object-cover" compactFallback />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{l.name}</p>
              <p className="text-sm text-stone-500">{t('summary.quantity', { count: l.quantity })}</p>
            </div>
            <span className="tabular-nums">{formatEuro({ cents: Math.round(l.price * 100) * l.quantity })}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-stone-200 pt-4 text-sm">
        <div className="flex justify-between">
          <dt>{t('summary.subtotal')}</dt>
          <dd className="tabular-nums">{formatEuro({ cents: figures.subtotalCents })}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{t('summary.shipping')}</dt>
          <dd className="tabular-nums" data-testid="summary-shipping">
            {figures.shippingCents === 0 ? t('summary.free') : formatEuro({ cents: figures.shippingCents })}
          </dd>
        </div>
        <div className="flex justify-between border-t border-stone-200 pt-2 text-lg font-semibold text-olive-950">
          <dt>{t('summary.total')}</dt>
          <dd className="tabular-nums" data-testid="summary-total">{formatEuro({ cents: figures.totalCents })}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-stone-500">
        {t('summary.vatIncluded')} · {t('summary.freeFrom', { amount: formatEuro(settings.freeShippingThreshold) })}
      </p>
    </aside>
  );
}
