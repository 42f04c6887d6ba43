import { useTranslation } from 'react-i18next';
import { EmptyState, PageStates } from '@/components/ui/page-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useLeads } from '../api/get-leads.ts';
import { italianDateTime } from '../conversation-format.ts';

export function LeadList({ onOpenConversation }: { onOpenConversation: (id: string) => void }) {
  const { t } = useTranslation('conversations');
  const leads = useLeads();
  return (
    <section aria-labelledby="leads-title" className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="leads-title" className="font-serif text-lg">{t('leads.title')}</h2>
      <PageStates query={leads} pending={<Skeleton className="h-20" />} empty={<EmptyState title={t('leads.empty')} />}>
        {(list) => (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((l) => (
              <li key={l.id} className="flex flex-col gap-1 rounded-xl border border-stone-200 p-3 text-sm">
                <span className="font-semibold">{l.name || t('leads.anonymous')}</span>
                {l.email && <a className="break-all text-olive-800 underline" href={`mailto:${l.email}`}>{l.email}</a>}
                {l.phone && <a className="text-olive-800 underline" href={`tel:${l.phone.replace(/\s+/g, '')}`}>{l.phone}</a>}
                {l.interest && <span className="text-stone-600">{t('leads.interest', { interest: l.interest })}</span>}
                <span className="text-xs text-stone-500">{italianDateTime(l.created_at)}</span>
                {l.conversation_id && (
                  <button type="button" className="mt-1 min-h-6 cursor-pointer self-start text-sm font-semibold text-olive-900 underline" onClick={() => onOpenConversation(l.conversation_id!)}>
                    {t('leads.open')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </PageStates>
    </section>
  );
}
