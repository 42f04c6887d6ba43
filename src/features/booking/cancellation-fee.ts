// The farm's calendar day, and how the lookup words a cancellation fee. The fee itself and the policy's figures
// come from the database (find_booking's `cancellation_now`, settings.cancellation_policy): nothing here
// restates the policy's thresholds or shares.
import type { IsoDay } from '@/domain/nights.ts';

export type FeeBand = 'free' | 'partial' | 'full';

const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (month 0-11): when the EU's summer time starts (March) or ends (October). */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Today's calendar day at the farm (Europe/Rome), whatever the visitor's own time zone. Rome's offset by the EU rule
 * (+01:00, +02:00 in summer time) rather than Intl: the page's first time-zone lookup loads ICU's data, 80-130 ms of
 * a slow phone's first render on /prenota. The test holds it equal to Intl's Europe/Rome hour by hour for years
 * ahead, so a change of the rule in the tz data fails it.
 */
export function farmToday(now: Date = new Date()): IsoDay {
  const t = now.getTime();
  const year = now.getUTCFullYear();
  const summer = t >= lastSundayAtOne(year, 2) && t < lastSundayAtOne(year, 9);
  return new Date(t + (summer ? 2 : 1) * HOUR).toISOString().slice(0, 10);
}

/** The wording of a fee by the share of the total the database would charge. */
export function feeBand(feePercent: number): FeeBand {
  if (feePercent <= 0) return 'free';
  if (feePercent >= 100) return 'full';
  return 'partial';
}

const TEXT: Record<FeeBand, string> = { free: 'lookup.feeFree', partial: 'lookup.feeHalf', full: 'lookup.feeFull' };

/** The `booking:` key of the fee preview for a band. */
export const feeTextKey = (band: FeeBand) => TEXT[band];
