// Month grid of the bookings calendar: the days of a month and which stay occupies each room's night.
export interface CalendarStay {
  id: string;
  room_id: string;
  check_in: string;
  check_out: string;
  label: string;
}

export const monthDays = (year: number, month: number): string[] => {
  const count = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, month, i + 1)).toISOString().slice(0, 10));
};

/** The stay whose night starts on `day` (check-in inclusive, check-out exclusive), if any. */
export const stayOn = (stays: CalendarStay[], roomId: string, day: string): CalendarStay | undefined =>
  stays.find((s) => s.room_id === roomId && s.check_in <= day && day < s.check_out);

export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const d = new Date(Date.UTC(year, month + delta, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() };
}

/** ISO weekday (1 Monday … 7 Sunday) of a `YYYY-MM-DD` day. */
export const isoWeekday = (day: string): number => ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The month's days in weeks of seven for a calendar grid, with nulls before the first and after the last. */
export function monthWeeks(days: string[], weekStart: 0 | 1): (string | null)[][] {
  const startIso = weekStart === 1 ? 1 : 7;
  const lead = (isoWeekday(days[0]) - startIso + 7) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** First day of the month and first day of the next (the half-open range the month's queries ask). */
export const monthRange = (year: number, month: number): { from: string; to: string } => {
  const next = shiftMonth(year, month, 1);
  const iso = (y: number, m: number) => `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from: iso(year, month), to: iso(next.year, next.month) };
};
