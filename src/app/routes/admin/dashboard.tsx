// /admin: counts, live events, links to the management screens and the CSV export.
import { useTranslation } from 'react-i18next';
import { AccessGate } from '@/features/admin/components/access-gate.tsx';
import { AdminHeader } from '@/features/admin/components/admin-header.tsx';
import { DashboardNav } from '@/features/admin/components/dashboard-nav.tsx';
import { ExportOrders } from '@/features/admin/components/export-button.tsx';
import { LiveEvents } from '@/features/admin/components/live-events.tsx';
import { StatCards } from '@/features/admin/components/stat-cards.tsx';
import { usePageMeta } from '@/hooks/use-page-meta.ts';

export default function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('dashboard.title') });
  return (
    <AccessGate roles={['admin']}>
      <AdminHeader title={t('dashboard.title')} actions={<ExportOrders />} />
      <main className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6">
        <DashboardNav />
        <StatCards />
        <LiveEvents />
      </main>
    </AccessGate>
  );
}
