// The farm's calendar day, and how the lookup words a cancellation fee. The fee itself and the policy's figures
// come from the database (find_booking's `cancellation_now`, settings.cancellation_policy): nothing here
// restates the policy's thresholds or shares.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { IsoDay } from '@/domain/nights.ts';

const FARM_TIME_ZONE = 'Europe/Rome';

export type FeeBand = 'free' | 'partial' | 'full';

/** Today's calendar day at the farm, whatever the visitor's own time zone. */
export function farmToday(now: Date = new Date()): IsoDay {
  return format(new TZDate(now.getTime(), FARM_TIME_ZONE), 'yyyy-MM-dd');
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
