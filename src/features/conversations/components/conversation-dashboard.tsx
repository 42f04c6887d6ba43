// The staff dashboard: counters, list (600 px), detail pane, leads; all refreshed live.
import { useSearchParams } from 'react-router-dom';
import { Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useConversationsLive } from '../api/use-conversations-live.ts';
import { useStaffHeartbeat } from '../api/use-staff-heartbeat.ts';
import { ConversationDetail } from './conversation-detail.tsx';
import { ConversationList } from './conversation-list.tsx';
import { ConversationStatsCards } from './conversation-stats.tsx';
import { KnowledgePanel } from './knowledge-panel.tsx';
import { LeadList } from './lead-list.tsx';

export function ConversationDashboard() {
  const { t } = useTranslation('conversations');
  const live = useConversationsLive();
  useStaffHeartbeat();
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  const select = (id: string) => {
    setParams({ c: id }, { replace: true });
    document.getElementById('conv-detail')?.scrollIntoView({ block: 'start' });
  };
  return (
    <div className="flex flex-col gap-6">
      <p className="inline-flex items-center gap-1.5 text-xs text-stone-600" role="status" data-testid="conversations-live">
        <Radio className="size-3.5" aria-hidden />
        {t(`live.${live}`)}
      </p>
      <ConversationStatsCards />
      <div className="grid gap-4 lg:grid-cols-[minmax(280px,360px)_1fr]">
        <ConversationList selectedId={selected} onSelect={select} />
        <div id="conv-detail">
          <ConversationDetail conversationId={selected} />
        </div>
      </div>
      <LeadList onOpenConversation={select} />
      <KnowledgePanel />
    </div>
  );
}
