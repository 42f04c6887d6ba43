import { lazy, startTransition, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate } from '@/lib/dates.ts';
import { cn } from '@/lib/cn.ts';
import type { DayReason } from '../day-rules.ts';

const StayCalendar = lazy(() => import('./stay-calendar.tsx'));

export interface DateRangeFieldsProps {
  lang: 'it' | 'en';
  checkIn: string | null;
  checkOut: string | null;
  isCheckInDisabled: (day: string) => boolean;
  isCheckOutDisabled: (day: string) => boolean;
  /** Why a day may not be chosen although the calendar shows it (rates, taken nights); null when it may. */
  checkInReason: (day: string) => DayReason | null;
  checkOutReason: (day: string) => DayReason | null;
  /** Nights taken in a selected room: shown struck through. */
  isTaken: (day: string) => boolean;
  onCheckIn: (day: string) => void;
  onCheckOut: (day: string) => void;
  /** The server refused one of the dates: said under it, the field marked (and focused by the page). */
  error?: { field: 'checkIn' | 'checkOut'; text: string };
}

export function DateRangeFields(props: DateRangeFieldsProps) {
  const { t } = useTranslation('booking');
  const { lang, checkIn, checkOut } = props;
  const say = (reason: DayReason | null, minStayKey: string) => {
    if (!reason) return null;
    return reason.kind === 'minStay' ? t(minStayKey, { count: reason.nights }) : t(`dates.reason.${reason.kind}`);
  };
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 font-serif text-xl text-olive-950">{t('dates.title')}</legend>
      <DateField
        id="check-in"
        label={t('dates.checkIn')}
        value={checkIn}
        lang={lang}
        placeholder={t('dates.choose')}
        isDisabled={props.isCheckInDisabled}
        reasonFor={(day) => say(props.checkInReason(day), 'dates.reason.minStayArrival')}
        isTaken={props.isTaken}
        onSelect={props.onCheckIn}
        error={props.error?.field === 'checkIn' ? props.error.text : undefined}
      />
      <DateField
        id="check-out"
        label={t('dates.checkOut')}
        value={checkOut}
        lang={lang}
        month={checkIn}
        disabled={!checkIn}
        placeholder={checkIn ? t('dates.choose') : t('dates.chooseCheckInFirst')}
        isDisabled={props.isCheckOutDisabled}
        reasonFor={(day) => say(props.checkOutReason(day), 'dates.reason.minStayDeparture')}
        isTaken={props.isTaken}
        onSelect={props.onCheckOut}
        error={props.error?.field === 'checkOut' ? props.error.text : undefined}
      />
    </fieldset>
  );
}

interface DateFieldProps {
  id: string;
  label: string;
  value: string | null;
  month?: string | null;
  lang: 'it' | 'en';
  disabled?: boolean;
  placeholder: string;
  isDisabled: (day: string) => boolean;
  reasonFor: (day: string) => string | null;
  isTaken: (day: string) => boolean;
  onSelect: (day: string) => void;
  error?: string;
}

function DateField({ id, label, value, month, lang, disabled, placeholder, isDisabled, reasonFor, isTaken, onSelect, error }: DateFieldProps) {
  const { t } = useTranslation('booking');
  const [open, setOpen] = useState(false);
  // The tap is answered in its own frame (the field lights up); the popover and its month grid (42 labelled
  // days) mount just after, as a deferred update, so a slow phone paints the feedback first.
  const popoverOpen = useDeferredValue(open);
  // The calendar's chunk loads while the guest reads the page, not after the tap.
  useEffect(() => void import('./stay-calendar.tsx'), []);
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {label}
      </span>
      <Popover open={popoverOpen} onOpenChange={setOpen}>
        <PopoverTrigger
          id={id}
          disabled={disabled}
          aria-labelledby={`${id}-label ${id}`}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-refused`, 'data-refused': '' } : {})}
          className={cn(
            'flex h-11 w-full cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3.5 text-left text-base',
            'focus-visible:outline-2 focus-visible:outline-olive-600/40 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500',
            open && 'border-olive-600',
            error && 'border-red-600',
          )}
        >
          <CalendarDays className="size-5 shrink-0 text-olive-700" aria-hidden />
          <span className={value ? 'text-stone-900' : 'text-stone-500'}>
            {value ? formatDate(value, lang, 'EEE d MMM yyyy') : placeholder}
          </span>
        </PopoverTrigger>
        <PopoverContent aria-label={label}>
          <Suspense fallback={<Skeleton className="h-72 w-72" />}>
            <StayCalendar
              lang={lang}
              label={label}
              takenLabel={t('dates.taken')}
              selected={value}
              month={month}
              isDisabled={isDisabled}
              reasonFor={reasonFor}
              hint={t('dates.hint')}
              isTaken={isTaken}
              onSelect={(day) => {
                setOpen(false);
                // The wizard's update (availability, rooms, prices) follows as a transition: the tap is answered
                // in the next frame even on a slow phone.
                startTransition(() => onSelect(day));
              }}
            />
          </Suspense>
          <p className="mt-2 flex items-center gap-2 px-1 text-xs text-stone-600">
            <span className="inline-block h-0.5 w-5 bg-red-800" aria-hidden />
            {t('dates.legendTaken')}
          </p>
        </PopoverContent>
      </Popover>
      {error && (
        <p id={`${id}-refused`} data-testid="date-refusal" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
