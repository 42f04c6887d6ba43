import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '@/domain/enum-labels.ts';
import { orderItemName } from '@/domain/order-item-name.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { EmptyState, PageStates } from '@/components/ui/page-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate } from '@/lib/dates.ts';
import { formatEuro } from '@/lib/money.ts';
import { useMyOrders } from '../api/get-my-orders.ts';

const tone = { pending: 'warning', shipped: 'olive', delivered: 'success', cancelled: 'danger' } as const;

export function MyOrders({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('account');
  const label = useEnumLabel();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'it';
  const query = useMyOrders(userId);
  return (
    <section aria-labelledby="my-orders">
      <h2 id="my-orders" className="mb-3 text-2xl">{t('orders.title')}</h2>
      <PageStates query={query} pending={<Skeleton className="h-24 w-full" />} empty={<EmptyState title={t('orders.empty')} />}>
        {(orders) => (
          <ul className="flex flex-col gap-3">
            {orders.map((o) => (
              <li key={o.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200" data-testid="my-order">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">
                    {t('orders.number', { number: o.order_number })}{' '}
                    <span className="font-normal text-stone-500">{t('orders.date', { date: formatDate(o.created_at, lang) })}</span>
                  </p>
                  <Badge tone={tone[o.status]}>{label('orderStatus', o.status)}</Badge>
                </div>
                <ul className="mt-2 text-sm text-stone-700">
                  {o.items.map((i) => (
                    <li key={i.id} className="flex justify-between gap-2">
                      <span>{i.quantity} × {orderItemName(i, lang)}</span>
                      <span className="tabular-nums">{formatEuro(i.total_price)}</span>
                    </li>
                  ))}
                </ul>
                <p className="mt-2 flex justify-between border-t border-stone-100 pt-2 font-semibold">
                  <span>{t('orders.total')}</span>
                  <span className="tabular-nums">{formatEuro(o.total_amount)}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </PageStates>
    </section>
  );
}
