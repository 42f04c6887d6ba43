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
