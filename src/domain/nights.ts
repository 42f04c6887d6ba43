// One count of nights for every booking flow (the booking page and the in-chat booking).
import { differenceInCalendarDays, parseISO } from 'date-fns';

/** A calendar day as the database stores it: `yyyy-MM-dd`. */
export type IsoDay = string;

/**
 * Nights between two calendar days. Calendar-day difference, not hours / 24, so a stay
 * across the DST change (a 23- or 25-hour day) still counts whole nights.
 * Returns 0 for a missing or reversed range: the caller treats 0 as "no valid stay".
 */
export function nightsBetween(checkIn: IsoDay | null, checkOut: IsoDay | null): number {
  if (!checkIn || !checkOut) return 0;
  const diff = differenceInCalendarDays(parseISO(checkOut), parseISO(checkIn));
  return diff > 0 ? diff : 0;
}
