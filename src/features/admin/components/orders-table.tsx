// The orders as a table from 768 px, and as one card per order below (the owner runs the farm from a phone).
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '@/domain/enum-labels.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { formatEuro } from '@/lib/money.ts';
import type { AdminOrderRow as AdminOrder } from '../api/get-admin-orders.ts';
import { cardRows, CellName } from './card-rows.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

const customerOf = (o: AdminOrder) =>
  [o.shipping_first_name, o.shipping_last_name].filter(Boolean).join(' ') || o.guest_email || o.shipping_email || '–';

const COLUMNS = ['number', 'date', 'customer', 'total', 'payment', 'status'] as const;
const cell = cardRows.cell;

export function OrdersTable({ orders, onSelect }: { orders: AdminOrder[]; onSelect: (id: string) => void }) {
  const { t } = useTranslation('admin');
  const label = useEnumLabel();
  const name = (c: (typeof COLUMNS)[number]) => <CellName>{t(`orders.columns.${c}`)}</CellName>;
  return (
    <div className="md:rounded-2xl md:bg-white md:shadow-sm">
      <table className={cardRows.table} data-testid="orders-table">
        <caption className="sr-only">{t('orders.title')}</caption>
        <thead className={cardRows.head}>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={c === 'total' ? 'px-4 py-3 text-right' : 'px-4 py-3'}>{t(`orders.columns.${c}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody className={cardRows.body}>
          {orders.map((o) => (
            <tr key={o.id} className={`${cardRows.row} md:hover:bg-cream-50`} data-testid={`order-${o.order_number}`}>
              <td className={cell}>
                {name('number')}
                <button type="button" className="min-h-6 cursor-pointer font-semibold text-olive-900 underline underline-offset-4 md:no-underline md:hover:underline" onClick={() => onSelect(o.id)}>
                  {o.order_number}
                </button>
              </td>
              <td className={`${cell} whitespace-nowrap`}>{name('date')}{formatDateTime(o.created_at, currentLanguage())}</td>
              <td className={cell} data-testid="order-customer">
                {name('customer')}
                <span className={cardRows.value}>
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
