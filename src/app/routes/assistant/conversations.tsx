// /chatbot-dashboard: the assistant's conversations for staff and admins.
import { useTranslation } from 'react-i18next';
import { AccessGate } from '@/features/admin/components/access-gate.tsx';
import { AdminHeader } from '@/features/admin/components/admin-header.tsx';
import { ConversationDashboard } from '@/features/conversations/components/conversation-dashboard.tsx';
import { usePageMeta } from '@/hooks/use-page-meta.ts';

export default function ConversationsPage() {
  const { t } = useTranslation('conversations');
  usePageMeta({ title: t('title') });
  return (
    <AccessGate roles={['admin', 'staff']}>
      <AdminHeader title={t('title')} back={{ to: '/', label: t('backToSite') }} />
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <ConversationDashboard />
      </main>
    </AccessGate>
  );
}
