// The rate rules, newest range first, each with what it sets and its edit / delete actions; the priority
// order the database applies is explained above them.
import { memo, useCallback, useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState, ErrorState } from '@/components/ui/page-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate } from '@/lib/dates.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { formatEuro } from '@/lib/money.ts';
import type { AdminRoom } from '../api/get-rooms.ts';
import { useDeleteRateRule, useRateRules, type RateRule } from '../api/rate-rules.ts';
import { RateRuleDialog } from './rate-rule-dialog.tsx';

export function RateRulesList({ rooms, roomId }: { rooms: AdminRoom[]; roomId: string }) {
  const { t } = useTranslation('rates');
  const rules = useRateRules();
  const remove = useDeleteRateRule();
  const [editing, setEditing] = useState<RateRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RateRule | null>(null);
  // Stable, so the open dialog's memoised form does not render again when the list refetches after a save.
  const closeDialog = useCallback(() => setEditing(null), []);
  return (
    <section aria-labelledby="rules-title" className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="rules-title" className="font-serif text-xl text-olive-950">{t('rules.title')}</h2>
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden />
          {t('rules.add')}
        </Button>
      </div>
      <details className="rounded-lg bg-cream-50 p-3 text-sm text-stone-700" open>
        <summary className="cursor-pointer font-semibold">{t('rules.priorityTitle')}</summary>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          {(['priority', 'room', 'shorter', 'newer', 'none', 'arrival'] as const).map((k) => <li key={k}>{t(`rules.order.${k}`)}</li>)}
        </ol>
      </details>
      {rules.isPending ? <Skeleton className="h-40 w-full" /> : rules.isError ? <ErrorState onRetry={() => void rules.refetch()} /> :
        rules.data.length === 0 ? <EmptyState title={t('rules.empty')} /> : (
          <ul className="flex flex-col gap-2">
            {rules.data.map((rule) => (
              <RuleItem key={rule.id} rule={rule} rooms={rooms} onEdit={setEditing} onDelete={setDeleting} />
            ))}
          </ul>
        )}
      {editing && (
        <RateRuleDialog rooms={rooms} rule={editing === 'new' ? undefined : editing} defaultRoomId={roomId} onClose={closeDialog} />
      )}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('rules.deleteTitle', { name: deleting?.name })}
        description={t('rules.deleteText')}
        confirmLabel={t('rules.deleteYes')}
        cancelLabel={t('rules.keep')}
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </section>
  );
}

// A saved rule refetches the list with every unchanged rule's object kept (structural sharing): only the saved one
// renders again, and the list's own dialog state (opening, closing) renders none.
const RuleItem = memo(function RuleItem({ rule, rooms, onEdit, onDelete }: { rule: RateRule; rooms: AdminRoom[]; onEdit: (rule: RateRule) => void; onDelete: (rule: RateRule) => void }) {
  const { t } = useTranslation('rates');
  const lang = currentLanguage();
  const room = rule.room_id ? rooms.find((r) => r.id === rule.room_id)?.name : t('rules.allRooms');
  const minStay = Math.max(...rule.min_stay);
  const facts = [
    t('rules.nightly', { price: formatEuro(rule.nightly_price) }),
    Number(rule.weekend_uplift) > 0 && t('rules.uplift', { price: formatEuro(rule.weekend_uplift) }),
    minStay > 1 && t('rules.minStayUpTo', { count: minStay }),
    rule.closed_to_arrival.length > 0 && t('rules.closedArrival', { days: rule.closed_to_arrival.map((d) => t(`weekdaysShort.${d}`)).join(', ') }),
    rule.closed_to_departure.length > 0 && t('rules.closedDeparture', { days: rule.closed_to_departure.map((d) => t(`weekdaysShort.${d}`)).join(', ') }),
    rule.base_occupancy != null && Number(rule.extra_guest_fee) > 0 && t('rules.extraGuest', { price: formatEuro(rule.extra_guest_fee), count: rule.base_occupancy }),
    rule.long_stay_nights != null && Number(rule.long_stay_percent) > 0 && t('rules.longStay', { count: rule.long_stay_nights, percent: rule.long_stay_percent }),
  ].filter((f): f is string => !!f);
  const name = lang === 'en' && rule.name_en ? rule.name_en : rule.name;
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 rounded-xl border border-stone-200 p-3" data-rule={rule.name}>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-olive-950">
          {name} <span className="font-normal text-stone-600">· {room} · {t('rules.priorityValue', { value: rule.priority })}</span>
        </p>
        <p className="text-sm text-stone-700">
          {t('rules.range', { from: formatDate(rule.first_night, lang, 'd MMM yyyy'), to: formatDate(rule.last_night, lang, 'd MMM yyyy') })}
        </p>
        <p className="text-sm text-stone-600">{facts.join(' · ')}</p>
      </div>
      <div className="flex gap-1">
        <Button variant="ghost" size="icon" onClick={() => onEdit(rule)} aria-label={t('rules.edit', { name })}><Pencil className="size-4" aria-hidden /></Button>
        <Button variant="ghost" size="icon" onClick={() => onDelete(rule)} aria-label={t('rules.delete', { name })}><Trash2 className="size-4" aria-hidden /></Button>
      </div>
    </li>
  );
});
