// The UTC instants at which a calendar day starts and ends on the farm (Europe/Rome), with that day's offset:
// +01:00 in winter, +02:00 in summer time. The time-zone rules come from @date-fns/tz (the runtime's tz data).
import { TZDate } from '@date-fns/tz';

const FARM_TIME_ZONE = 'Europe/Rome';

/** `YYYY-MM-DD` → 00:00 in Rome that day, `days` days later; RangeError for a day the calendar lacks. */
function romeMidnight(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const named = new TZDate(y, m - 1, d, FARM_TIME_ZONE);
  // The Date constructor rolls 2026-02-30 over to March: refuse it rather than export another day.
  if (named.getFullYear() !== y || named.getMonth() !== m - 1 || named.getDate() !== d) throw new RangeError(`no such day: ${day}`);
  return new Date(new TZDate(y, m - 1, d + days, FARM_TIME_ZONE).getTime()).toISOString();
}

/** ISO instant of 00:00 in Rome on `day`. */
export const romeDayStart = (day: string): string => romeMidnight(day, 0);

/** ISO instant at which `day` ends in Rome (00:00 the next day): the exclusive end of a range. */
export const romeDayEnd = (day: string): string => romeMidnight(day, 1);
