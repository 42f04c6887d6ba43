// The phone's bookings calendar: one week at a time, each room a row of seven days, each stay one bar across the
// nights it holds in that week (clipped at the week's edges), so a stay is one tappable target, not slivers.
import type { CalendarStay } from './month-calendar.ts';

const DAY_MS = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The seven days (YYYY-MM-DD) of the week holding `day`, starting on Monday (1) or Sunday (0). */
export function weekDays(day: string, startsOn: 0 | 1): string[] {
  const ms = msOf(day);
  const back = (new Date(ms).getUTCDay() - startsOn + 7) % 7;
  return Array.from({ length: 7 }, (_, i) => toDay(ms + (i - back) * DAY_MS));
}

/** The same weekday `weeks` weeks later (or earlier). */
export const shiftWeek = (day: string, weeks: number): string => toDay(msOf(day) + weeks * 7 * DAY_MS);

export interface WeekSegment {
  stay: CalendarStay;
  /** Index of the first night shown (0..6) and how many nights the bar covers. */
  start: number;
  span: number;
}

/** The room's stays in the week as bars; a night runs from check-in up to the day before check-out. */
export function weekSegments(stays: CalendarStay[], roomId: string, days: string[]): WeekSegment[] {
  const first = days[0];
  const end = shiftWeek(first, 1);
  return stays
    .filter((s) => s.room_id === roomId && s.check_in < end && s.check_out > first)
    .map((stay) => {
      const from = stay.check_in > first ? stay.check_in : first;
      const to = stay.check_out < end ? stay.check_out : end;
      return { stay, start: days.indexOf(from), span: Math.round((msOf(to) - msOf(from)) / DAY_MS) };
    })
    .sort((a, b) => a.start - b.start);
}
