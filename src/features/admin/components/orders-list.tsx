// Orders with filters; the detail opens from a row or from ?order=<id> (links of the live events).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageStates } from '@/components/ui/page-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useEnumLabel } from '@/domain/enum-labels.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { formatEuro } from '@/lib/money.ts';
import { useAdminOrders, type AdminOrderRow as AdminOrder, type OrderFilters } from '../api/get-admin-orders.ts';
import { OrderDetail } from './order-detail.tsx';
import { OrderFiltersBar } from './order-filters.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

const customerOf = (o: AdminOrder) =>
  [o.shipping_first_name, o.shipping_last_name].filter(Boolean).join(' ') || o.guest_email || o.shipping_email || '–';

export function OrdersList() {
  const { t } = useTranslation('admin');
  const label = useEnumLabel();
  const [filters, setFilters] = useState<OrderFilters>({ status: 'all', from: '', to: '' });
  const [params, setParams] = useSearchParams();
  const orders = useAdminOrders(filters);
  const selectedId = params.get('order');
  const selected = orders.data?.find((o) => o.id === selectedId) ?? null;
  const select = (id: string | null) => setParams(id ? { order: id } : {}, { replace: true });
  return (
    <>
      <OrderFiltersBar value={filters} onChange={setFilters} />
      <PageStates
        query={orders}
        pending={<Skeleton className="h-64 w-full" />}
        empty={<EmptyState title={t('orders.empty')} />}
      >
        {(list) => (
          <div className="overflow-x-auto rounded-2xl bg-white shadow-sm">
            <table className="w-full min-w-[720px] text-left text-sm">
              <caption className="sr-only">{t('orders.title')}</caption>
              <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-500">
                <tr>
                  <th scope="col" className="px-4 py-3">{t('orders.columns.number')}</th>
                  <th scope="col" className="px-4 py-3">{t('orders.columns.date')}</th>
                  <th scope="col" className="px-4 py-3">{t('orders.columns.customer')}</th>
                  <th scope="col" className="px-4 py-3 text-right">{t('orders.columns.total')}</th>
                  <th scope="col" className="px-4 py-3">{t('orders.columns.payment')}</th>
                  <th scope="col" className="px-4 py-3">{t('orders.columns.status')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {list.map((o) => (
                  <tr key={o.id} className="hover:bg-cream-50" data-testid={`order-${o.order_number}`}>
                    <td className="px-4 py-2">
                      <button type="button" className="min-h-6 cursor-pointer font-semibold text-olive-900 underline-offset-4 hover:underline" onClick={() => select(o.id)}>
                        {o.order_number}
                      </button>
                    </td>
                    <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(o.created_at, currentLanguage())}</td>
                    <td className="px-4 py-2">
                      {customerOf(o)}
                      {o.is_guest_order && <span className="ml-1 text-xs text-stone-500">({t('orders.guest')})</span>}
                    </td>
                    <td className="px-4 py-2 text-right font-semibold">{formatEuro(o.total_amount)}</td>
                    <td className="px-4 py-2">{label('paymentStatus', o.payment_status)}</td>
                    <td className="px-4 py-2"><OrderStatusBadge status={o.status} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PageStates>
      <OrderDetail order={selected} onClose={() => select(null)} />
    </>
  );
}
