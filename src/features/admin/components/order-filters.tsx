// The orders page's one set of filters: status and a date range, which the export beside them (children) also takes.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '@/domain/enum-labels.ts';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import type { OrderFilters } from '../api/get-admin-orders.ts';
import { ORDER_STATUSES } from '../order-status.ts';

export function OrderFiltersBar({ value, onChange, children }: { value: OrderFilters; onChange: (f: OrderFilters) => void; children?: ReactNode }) {
  const { t } = useTranslation('admin');
  const label = useEnumLabel();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm">
      <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()} aria-label={t('orders.filters')}>
        <div className="flex flex-col gap-1">
          <Label htmlFor="order-status">{t('orders.status')}</Label>
          <select
            id="order-status"
            className="h-9 rounded-lg border border-stone-300 bg-white px-3 text-sm"
            value={value.status}
            onChange={(e) => onChange({ ...value, status: e.target.value as OrderFilters['status'] })}
          >
            <option value="all">{t('orders.allStatuses')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>{label('orderStatus', s)}</option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="order-from">{t('export.from')}</Label>
          <Input id="order-from" type="date" className="h-9" value={value.from} onChange={(e) => onChange({ ...value, from: e.target.value })} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="order-to">{t('export.to')}</Label>
          <Input id="order-to" type="date" className="h-9" value={value.to} onChange={(e) => onChange({ ...value, to: e.target.value })} />
        </div>
      </form>
      {children}
    </div>
  );
}
