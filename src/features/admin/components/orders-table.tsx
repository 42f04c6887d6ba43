// The orders as a table from 768 px, and as one card per order below (the owner runs the farm from a phone):
// the same rows, restyled, each cell then carrying its column's name, so nothing is cut off at 390 px.
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '@/domain/enum-labels.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { formatEuro } from '@/lib/money.ts';
import type { AdminOrderRow as AdminOrder } from '../api/get-admin-orders.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

const customerOf = (o: AdminOrder) =>
  [o.shipping_first_name, o.shipping_last_name].filter(Boolean).join(' ') || o.guest_email || o.shipping_email || '–';

const COLUMNS = ['number', 'date', 'customer', 'total', 'payment', 'status'] as const;
const cell = 'flex items-baseline justify-between gap-3 py-0.5 md:table-cell md:px-4 md:py-2';

export function OrdersTable({ orders, onSelect }: { orders: AdminOrder[]; onSelect: (id: string) => void }) {
  const { t } = useTranslation('admin');
  const label = useEnumLabel();
  const name = (c: (typeof COLUMNS)[number]) => <span className="text-xs text-stone-500 md:hidden">{t(`orders.columns.${c}`)}</span>;
  return (
    <div className="md:rounded-2xl md:bg-white md:shadow-sm">
      <table className="block w-full text-left text-sm md:table" data-testid="orders-table">
        <caption className="sr-only">{t('orders.title')}</caption>
        <thead className="sr-only border-b border-stone-200 text-xs uppercase tracking-wide text-stone-500 md:not-sr-only md:table-header-group">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={c === 'total' ? 'px-4 py-3 text-right' : 'px-4 py-3'}>{t(`orders.columns.${c}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody className="flex flex-col gap-3 md:table-row-group md:divide-y md:divide-stone-100">
          {orders.map((o) => (
            <tr key={o.id} className="block rounded-2xl bg-white p-4 shadow-sm md:table-row md:rounded-none md:p-0 md:shadow-none md:hover:bg-cream-50" data-testid={`order-${o.order_number}`}>
              <td className={cell}>
                {name('number')}
                <button type="button" className="min-h-6 cursor-pointer font-semibold text-olive-900 underline underline-offset-4 md:no-underline md:hover:underline" onClick={() => onSelect(o.id)}>
                  {o.order_number}
                </button>
              </td>
              <td className={`${cell} whitespace-nowrap`}>{name('date')}{formatDateTime(o.created_at, currentLanguage())}</td>
              <td className={cell} data-testid="order-customer">
                {name('customer')}
                <span className="min-w-0 break-words text-right md:text-left">
                  {customerOf(o)}
                  {o.is_guest_order && <span className="ml-1 text-xs text-stone-500">({t('orders.guest')})</span>}
                </span>
              </td>
              <td className={`${cell} font-semibold md:text-right`}>{name('total')}{formatEuro(o.total_amount)}</td>
              <td className={cell}>{name('payment')}{label('paymentStatus', o.payment_status)}</td>
              <td className={cell}>{name('status')}<OrderStatusBadge status={o.status} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
