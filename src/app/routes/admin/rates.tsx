// /admin/tariffe: rate rules and their month grid, closures, the tourist tax.
import { useTranslation } from 'react-i18next';
import { AccessGate } from '@/features/admin/components/access-gate.tsx';
import { AdminHeader } from '@/features/admin/components/admin-header.tsx';
import { RatesAdmin } from '@/features/admin/components/rates-admin.tsx';
import { usePageMeta } from '@/hooks/use-page-meta.ts';

export default function AdminRatesPage() {
  const { t } = useTranslation('rates');
  usePageMeta({ title: t('title') });
  return (
    <AccessGate roles={['admin']}>
      <AdminHeader title={t('title')} back={{ to: '/admin', label: t('backToDashboard') }} />
      <main className="mx-auto max-w-7xl px-3 py-6 sm:px-6">
        <RatesAdmin />
      </main>
    </AccessGate>
  );
}
