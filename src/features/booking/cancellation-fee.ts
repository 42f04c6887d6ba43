// The same rule lives in SQL (cancel_booking); this copy only shows the guest the fee before confirming.
import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays, format, parseISO } from 'date-fns';
import type { IsoDay } from './nights.ts';

const FARM_TIME_ZONE = 'Europe/Rome';

export type FeeBand = 'free' | 'half' | 'full';

/** Today's calendar day at the farm, whatever the visitor's own time zone. */
export function farmToday(now: Date = new Date()): IsoDay {
  return format(new TZDate(now.getTime(), FARM_TIME_ZONE), 'yyyy-MM-dd');
}

/** Whole days from today (farm time) to check-in; negative once the stay has started. */
export function daysUntilCheckIn(checkIn: IsoDay, now: Date = new Date()): number {
  return differenceInCalendarDays(parseISO(checkIn), parseISO(farmToday(now)));
}

/** d > 15: free; 7 ≤ d ≤ 15: half; d < 7 (or no-show): the whole total. */
export function feeBand(days: number): FeeBand {
  if (days > 15) return 'free';
  if (days >= 7) return 'half';
  return 'full';
}

export function cancellationFeeCents(totalCents: number, days: number): number {
  const band = feeBand(days);
  if (band === 'free') return 0;
  if (band === 'half') return Math.round(totalCents / 2);
  return totalCents;
}
