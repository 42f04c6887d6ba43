// Orders with one set of filters (the CSV export takes the same date range); the detail opens from a row or from ?order=<id> (links of the live events).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageStates } from '@/components/ui/page-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAdminOrders, type OrderFilters } from '../api/get-admin-orders.ts';
import { ExportOrders } from './export-button.tsx';
import { OrderDetail } from './order-detail.tsx';
import { OrderFiltersBar } from './order-filters.tsx';
import { OrdersTable } from './orders-table.tsx';

export function OrdersList() {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState<OrderFilters>({ status: 'all', from: '', to: '' });
  const [params, setParams] = useSearchParams();
  const orders = useAdminOrders(filters);
  const selectedId = params.get('order');
  const selected = orders.data?.find((o) => o.id === selectedId) ?? null;
  const select = (id: string | null) => setParams(id ? { order: id } : {}, { replace: true });
  return (
    <>
      <OrderFiltersBar value={filters} onChange={setFilters}>
        <ExportOrders from={filters.from} to={filters.to} />
      </OrderFiltersBar>
      <PageStates
        query={orders}
        pending={<Skeleton className="h-64 w-full" />}
        empty={<EmptyState title={t('orders.empty')} />}
      >
        {(list) => <OrdersTable orders={list} onSelect={select} />}
      </PageStates>
      <OrderDetail order={selected} onClose={() => select(null)} />
    </>
  );
}
