// Loaded lazily (its own chunk with react-day-picker): the booking page shows its frame first.
import { createContext, useContext, useMemo, useState } from 'react';
import { DayButton, DayPicker, labelDayButton, type DayButtonProps, type Matcher } from 'react-day-picker';
import { enGB, it } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useStableCallback } from '@/hooks/use-stable-callback.ts';
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
// A day that may be chosen is chosen straight from its click (mouse, tap, Enter or Space): the picker's own handler
// would first move its focus state and draw the whole month again, just before the calendar closes. A press does not
// move the focus either (the blur and focus would each draw the month).
const ChooseDay = createContext<(day: string) => void>(() => undefined);

function BlockableDayButton(props: DayButtonProps) {
  const choose = useContext(ChooseDay);
  const { blocked } = props.modifiers;
  return (
    <DayButton
      {...props}
      aria-disabled={blocked || props['aria-disabled']}
      onMouseDown={(e) => e.preventDefault()}
      onClick={blocked ? props.onClick : (e) => {
        e.preventDefault();
        choose(toIsoDate(props.day.date));
      }}
    />
  );
}

// Day labels ("Oggi, sabato 12 dicembre 2026, selezionato") cost a date-fns `format` each, and the calendar draws
// them again whenever it renders (every focus, blur and tap of a day): kept per language, day and state.
const dayLabels = new Map<string, string>();

/** `reasonOf` asked once per day. */
function remembered(reasonOf: (day: string) => string | null) {
  const reasons = new Map<string, string | null>();
  return (day: string) => {
    if (!reasons.has(day)) reasons.set(day, reasonOf(day));
    return reasons.get(day) ?? null;
  };
}

export default function StayCalendar(props: StayCalendarProps) {
  const { lang, selected, month, isDisabled, hint, isTaken, label, takenLabel } = props;
  const [active, setActive] = useState<string | null>(null);
  // Stable, so a render of the field around (its popover closing on a tap) does not draw the month again.
  const onSelect = useStableCallback(props.onSelect);
  // Asked for each drawn day by the matcher and again by its label: worked out once per set of rules.
  const reasonOf = props.reasonFor;
  const reasonFor = useMemo(() => remembered(reasonOf), [reasonOf]);
  const activeReason = active && !isDisabled(active) ? reasonFor(active) : null;
  // The month is drawn again only when what it shows changes: pointing at a day (the reason below) does not.
  const picker = useMemo(() => {
    const disabled: Matcher = (date: Date) => isDisabled(toIsoDate(date));
    const taken: Matcher = (date: Date) => Boolean(isTaken?.(toIsoDate(date)));
    const blocked: Matcher = (date: Date) => !isDisabled(toIsoDate(date)) && reasonFor(toIsoDate(date)) !== null;
    const locale = lang === 'it' ? it : enGB;
    // The locale's own day label ("Oggi, …" in Italian), with the reason (or "taken") added.
    const own = locale.labels?.labelDayButton;
    const dayLabel = typeof own === 'function' ? own : labelDayButton;
    const point = (date: Date) => setActive(toIsoDate(date));
    // Given, not left to the picker: without it every render (each focus, blur and tap) makes a new "today" and
    // the picker works out its weekdays again.
    const today = new Date();
    return (
      <ChooseDay.Provider value={onSelect}>
        <DayPicker
          mode="single"
          required
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the calendar opens in a popover on request; focus moves into it (WAI-ARIA date picker dialog)
          autoFocus
          aria-label={label}
          locale={locale}
          weekStartsOn={weekStartsOn(lang)}
          selected={selected ? fromIsoDate(selected) : undefined}
          defaultMonth={fromIsoDate(month ?? selected ?? toIsoDate(today))}
          today={today}
          startMonth={today}
          disabled={disabled}
          modifiers={{ taken, blocked }}
          modifiersClassNames={{
            taken: 'booking-day-taken text-red-800 line-through decoration-2',
            blocked: 'booking-day-blocked opacity-50 [&>button]:cursor-help',
          }}
          components={{ DayButton: BlockableDayButton }}
          formatters={{ formatDay: (date) => String(date.getDate()) }}
          labels={{
            labelDayButton: (date, modifiers, options, dateLib) => {
              const key = `${lang}|${toIsoDate(date)}|${modifiers.today ? 1 : 0}|${modifiers.selected ? 1 : 0}`;
              let base = dayLabels.get(key);
              if (base === undefined) dayLabels.set(key, (base = dayLabel(date, modifiers, options, dateLib)));
              const reason = modifiers.blocked ? reasonFor(toIsoDate(date)) : modifiers.taken ? takenLabel : null;
              return base + (reason ? `, ${reason}` : '');
            },
          }}
          onDayMouseEnter={point}
          onDayFocus={point}
          // Only a day with a reason reaches the picker's own choice (the others are chosen from their click): it is
          // not chosen, its reason shows below instead.
          onSelect={(_, trigger) => setActive(toIsoDate(trigger))}
          style={{ '--rdp-accent-color': 'var(--color-olive-700)', '--rdp-accent-background-color': 'var(--color-olive-100)', '--rdp-day-width': '40px', '--rdp-day-height': '40px', '--rdp-day_button-width': '38px', '--rdp-day_button-height': '38px' } as React.CSSProperties}
        />
      </ChooseDay.Provider>
    );
  }, [lang, selected, month, isDisabled, isTaken, reasonFor, label, takenLabel, onSelect]);
  return (
    <>
      {picker}
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
