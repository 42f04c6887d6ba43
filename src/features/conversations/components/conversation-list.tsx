import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge.tsx';
import { EmptyState, PageStates } from '@/components/ui/page-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { useConversations } from '../api/get-conversations.ts';
import { italianDateTime, languageLabel, shortSession, statusTone } from '../conversation-format.ts';

export function ConversationList({ selectedId, onSelect }: { selectedId: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation('conversations');
  const conversations = useConversations();
  return (
    <section aria-labelledby="conv-list-title" className="flex flex-col rounded-2xl bg-white shadow-sm">
      <h2 id="conv-list-title" className="border-b border-stone-100 px-4 py-3 font-serif text-lg">{t('list.title')}</h2>
      <div className="h-[600px] overflow-y-auto" data-testid="conversation-list">
        <PageStates query={conversations} pending={<Skeleton className="m-4 h-40" />} empty={<EmptyState title={t('list.empty')} />}>
          {(list) => (
            <ul className="divide-y divide-stone-100">
              {list.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    onClick={() => onSelect(c.id)}
                    aria-current={c.id === selectedId ? 'true' : undefined}
                    className={cn('flex w-full cursor-pointer flex-col gap-1 px-4 py-3 text-left hover:bg-cream-50 focus-visible:outline-2 focus-visible:outline-terracotta-600', c.id === selectedId && 'bg-olive-50')}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="min-w-0 truncate text-sm font-semibold">
                        {c.lead?.name ?? c.lead?.email ?? t('list.visitor')}
                        <span className="ml-2 font-mono text-xs font-normal text-stone-500">{shortSession(c.session_id)}</span>
                      </span>
                      <Badge tone={statusTone(c.status)}>{t(`status.${c.status}`, { defaultValue: c.status })}</Badge>
                    </span>
                    {c.firstMessage && <span className="line-clamp-2 text-sm text-stone-700">{c.firstMessage}</span>}
                    <span className="flex items-center justify-between gap-2 text-xs text-stone-500">
                      <time dateTime={c.started_at}>{italianDateTime(c.started_at)}</time>
                      <span>{languageLabel(c.language)}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </PageStates>
      </div>
    </section>
  );
}
