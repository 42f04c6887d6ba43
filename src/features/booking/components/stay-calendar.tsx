// Loaded lazily (its own chunk with react-day-picker): the booking page shows its frame first.
import { DayPicker, labelDayButton, type Matcher } from 'react-day-picker';
import { enGB, it } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { fromIsoDate, toIsoDate, weekStartsOn } from '@/lib/dates.ts';

export interface StayCalendarProps {
  lang: 'it' | 'en';
  selected: string | null;
  /** First month shown. */
  month?: string | null;
  /** Days that may not be chosen (ISO `yyyy-MM-dd`). */
  isDisabled: (day: string) => boolean;
  /** Days shown as taken (a stay already occupies them). */
  isTaken?: (day: string) => boolean;
  onSelect: (day: string) => void;
  label: string;
  /** Added to the spoken name of a taken day. */
  takenLabel: string;
}

export default function StayCalendar({ lang, selected, month, isDisabled, isTaken, onSelect, label, takenLabel }: StayCalendarProps) {
  const disabled: Matcher = (date: Date) => isDisabled(toIsoDate(date));
  const taken: Matcher = (date: Date) => Boolean(isTaken?.(toIsoDate(date)));
  const locale = lang === 'it' ? it : enGB;
  // The locale's own day label ("Oggi, …" in Italian), with "taken" added.
  const own = locale.labels?.labelDayButton;
  const dayLabel = typeof own === 'function' ? own : labelDayButton;
  return (
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
      modifiers={{ taken }}
      modifiersClassNames={{ taken: 'booking-day-taken text-red-800 line-through decoration-2' }}
      labels={{
        labelDayButton: (date, modifiers, options, dateLib) =>
          dayLabel(date, modifiers, options, dateLib) + (modifiers.taken ? `, ${takenLabel}` : ''),
      }}
      onSelect={(date) => date && onSelect(toIsoDate(date))}
      style={{ '--rdp-accent-color': 'var(--color-olive-700)', '--rdp-accent-background-color': 'var(--color-olive-100)', '--rdp-day-width': '40px', '--rdp-day-height': '40px', '--rdp-day_button-width': '38px', '--rdp-day_button-height': '38px' } as React.CSSProperties}
    />
  );
}
