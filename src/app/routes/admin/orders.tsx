// /admin/orders: filters, list, detail with status changes, CSV export of the filtered date range.
import { useTranslation } from 'react-i18next';
import { AccessGate } from '@/features/admin/components/access-gate.tsx';
import { AdminHeader } from '@/features/admin/components/admin-header.tsx';
import { OrdersList } from '@/features/admin/components/orders-list.tsx';
import { usePageMeta } from '@/hooks/use-page-meta.ts';

export default function AdminOrdersPage() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('orders.title') });
  return (
    <AccessGate roles={['admin']}>
      <AdminHeader title={t('orders.title')} back={{ to: '/admin', label: t('common.backToDashboard') }} />
      <main className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6">
        <OrdersList />
      </main>
    </AccessGate>
  );
}
