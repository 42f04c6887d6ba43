// Closed days, extra guests and long stays: most rules set none of them, so a new rule shows them on request
// (eighteen fewer controls to render when the dialog opens). A rule that has any, or a Save refused on one of
// them, shows them; the toggle keeps the focus (a disclosure).
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import type { RateRuleValues } from '../rate-rule-values.ts';
import { DaysField, NumberField } from './rule-fields.tsx';

const MORE_FIELDS = ['closed_to_arrival', 'closed_to_departure', 'base_occupancy', 'extra_guest_fee', 'long_stay_nights', 'long_stay_percent'] as const;

export function hasMoreConditions(v: RateRuleValues): boolean {
  return v.closed_to_arrival.length > 0 || v.closed_to_departure.length > 0 || v.base_occupancy != null
    || v.extra_guest_fee > 0 || v.long_stay_nights != null || v.long_stay_percent > 0;
}

export function MoreConditions({ control, initiallyOpen }: { control: Control<RateRuleValues>; initiallyOpen: boolean }) {
  const { t } = useTranslation('rates');
  const [open, setOpen] = useState(initiallyOpen);
  const { errors } = useFormState({ control, name: [...MORE_FIELDS] });
  const shown = open || MORE_FIELDS.some((name) => errors[name]);
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      <button type="button" aria-expanded={shown} aria-controls={shown ? id : undefined} onClick={() => setOpen(!shown)}
        className="flex min-h-10 items-center gap-2 self-start rounded-md text-sm font-medium text-olive-800 hover:underline">
        <ChevronDown className={cn('size-4 transition-transform', shown && 'rotate-180')} aria-hidden />
        {t('rule.more')}
      </button>
      {shown && (
        <div id={id} className="flex flex-col gap-4">
          <DaysField control={control} name="closed_to_arrival" label={t('rule.closed_to_arrival')} />
          <DaysField control={control} name="closed_to_departure" label={t('rule.closed_to_departure')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField control={control} name="base_occupancy" label={t('rule.base_occupancy')} hint={t('rule.baseOccupancyHint')} nullable />
            <NumberField control={control} name="extra_guest_fee" label={t('rule.extra_guest_fee')} step={0.01} />
            <NumberField control={control} name="long_stay_nights" label={t('rule.long_stay_nights')} hint={t('rule.longStayHint')} nullable />
            <NumberField control={control} name="long_stay_percent" label={t('rule.long_stay_percent')} step={0.5} />
          </div>
        </div>
      )}
    </div>
  );
}
