import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { STAT_KEYS, useConversationStats } from '../api/get-conversation-stats.ts';

export function ConversationStatsCards() {
  const { t } = useTranslation('conversations');
  const stats = useConversationStats();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label={t('stats.label')}>
      {STAT_KEYS.map((key) => (
        <li key={key} className="flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm" data-testid={`conv-stat-${key}`}>
          <span className="text-sm text-stone-600">{t(`stats.${key}`)}</span>
          {stats.isPending ? <Skeleton className="h-8 w-12" /> : <span className="font-serif text-3xl text-olive-950">{stats.data?.[key] ?? '–'}</span>}
        </li>
      ))}
    </ul>
  );
}
