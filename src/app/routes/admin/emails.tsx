// /admin/emails: e-mails the outbox could not deliver (dead letters, recent failures), with "send again".
import { useTranslation } from 'react-i18next';
import { AccessGate } from '@/features/admin/components/access-gate.tsx';
import { AdminHeader } from '@/features/admin/components/admin-header.tsx';
import { OutboxFailures } from '@/features/admin/components/outbox-failures.tsx';
import { usePageMeta } from '@/hooks/use-page-meta.ts';

export default function AdminEmailsPage() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('emails.title') });
  return (
    <AccessGate roles={['admin']}>
      <AdminHeader title={t('emails.title')} back={{ to: '/admin', label: t('common.backToDashboard') }} />
      <main className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
        <p className="mb-4 text-sm text-stone-600">{t('emails.intro')}</p>
        <OutboxFailures />
      </main>
    </AccessGate>
  );
}
