// Loaded lazily (its own chunk with react-day-picker): the booking page shows its frame first.
import { useState } from 'react';
import { DayButton, DayPicker, labelDayButton, type DayButtonProps, type Matcher } from 'react-day-picker';
import { enGB, it } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { formatDate, fromIsoDate, toIsoDate, weekStartsOn } from '@/lib/dates.ts';

export interface StayCalendarProps {
  lang: 'it' | 'en';
  selected: string | null;
  /** First month shown. */
  month?: string | null;
  /** Days that may not be chosen and need no reason (past, before the arrival) (ISO `yyyy-MM-dd`). */
  isDisabled: (day: string) => boolean;
  /** Why a day may not be chosen (taken, minimum stay, closed…), or null when it may. */
  reasonFor: (day: string) => string | null;
  /** Shown under the calendar until a day with a reason is pointed at, focused or tapped. */
  hint: string;
  /** Days shown as taken (a stay already occupies them). */
  isTaken?: (day: string) => boolean;
  onSelect: (day: string) => void;
  label: string;
  /** Added to the spoken name of a taken day. */
  takenLabel: string;
}

// A day with a reason stays focusable and tappable (aria-disabled, not disabled), so the keyboard reaches it, a screen
// reader reads its reason, and a tap on a phone shows it.
function BlockableDayButton(props: DayButtonProps) {
  return <DayButton {...props} aria-disabled={props.modifiers.blocked || props['aria-disabled']} />;
}

export default function StayCalendar(props: StayCalendarProps) {
  const { lang, selected, month, isDisabled, hint, isTaken, onSelect, label, takenLabel } = props;
  const [active, setActive] = useState<string | null>(null);
  // Asked for each drawn day by the matcher and again by its label: worked out once a render.
  const reasons = new Map<string, string | null>();
  const reasonFor = (day: string) => {
    if (!reasons.has(day)) reasons.set(day, props.reasonFor(day));
    return reasons.get(day) ?? null;
  };
  const disabled: Matcher = (date: Date) => isDisabled(toIsoDate(date));
  const taken: Matcher = (date: Date) => Boolean(isTaken?.(toIsoDate(date)));
  const blocked: Matcher = (date: Date) => !isDisabled(toIsoDate(date)) && reasonFor(toIsoDate(date)) !== null;
  const locale = lang === 'it' ? it : enGB;
  // The locale's own day label ("Oggi, …" in Italian), with the reason (or "taken") added.
  const own = locale.labels?.labelDayButton;
  const dayLabel = typeof own === 'function' ? own : labelDayButton;
  const activeReason = active && !isDisabled(active) ? reasonFor(active) : null;
  return (
    <>
      <DayPicker
        mode="single"
        required
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the calendar opens in a popover on request; focus moves into it (WAI-ARIA date picker dialog)
        autoFocus
        aria-label={label}
        locale={locale}
        weekStartsOn={weekStartsOn(lang)}
        selected={selected ? fromIsoDate(selected) : undefined}
        defaultMonth={fromIsoDate(month ?? selected ?? toIsoDate(new Date()))}
        startMonth={new Date()}
        disabled={disabled}
        modifiers={{ taken, blocked }}
        modifiersClassNames={{
          taken: 'booking-day-taken text-red-800 line-through decoration-2',
          blocked: 'booking-day-blocked opacity-50 [&>button]:cursor-help',
        }}
        components={{ DayButton: BlockableDayButton }}
        labels={{
          labelDayButton: (date, modifiers, options, dateLib) => {
            const reason = modifiers.blocked ? reasonFor(toIsoDate(date)) : modifiers.taken ? takenLabel : null;
            return dayLabel(date, modifiers, options, dateLib) + (reason ? `, ${reason}` : '');
          },
        }}
        onDayMouseEnter={(date) => setActive(toIsoDate(date))}
        onDayFocus={(date) => setActive(toIsoDate(date))}
        onSelect={(date, trigger, modifiers) => {
          // A day with a reason is not chosen: its reason shows below instead.
          if (modifiers.blocked) setActive(toIsoDate(trigger));
          else if (date) onSelect(toIsoDate(date));
        }}
        style={{ '--rdp-accent-color': 'var(--color-olive-700)', '--rdp-accent-background-color': 'var(--color-olive-100)', '--rdp-day-width': '40px', '--rdp-day-height': '40px', '--rdp-day_button-width': '38px', '--rdp-day_button-height': '38px' } as React.CSSProperties}
      />
      <p data-testid="day-reason" className="mt-2 min-h-8 max-w-70 px-1 text-xs text-stone-700">
        {activeReason ? (
          <>
            <span className="font-semibold text-stone-900">{formatDate(active!, lang, 'EEE d MMM')}</span>: {activeReason}
          </>
        ) : (
          hint
        )}
      </p>
    </>
  );
}
