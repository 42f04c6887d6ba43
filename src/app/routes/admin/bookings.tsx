// /admin/bookings: month calendar per room, list with cancellation, iCal feeds.
import { useTranslation } from 'react-i18next';
import { AccessGate } from '@/features/admin/components/access-gate.tsx';
import { AdminHeader } from '@/features/admin/components/admin-header.tsx';
import { BookingsAdmin } from '@/features/admin/components/bookings-admin.tsx';
import { usePageMeta } from '@/hooks/use-page-meta.ts';

export default function AdminBookingsPage() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('bookings.title') });
  return (
    <AccessGate roles={['admin']}>
      <AdminHeader title={t('bookings.title')} back={{ to: '/admin', label: t('common.backToDashboard') }} />
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <BookingsAdmin />
      </main>
    </AccessGate>
  );
}
