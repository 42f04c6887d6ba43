// The database's refusals of a booking beyond the farm's limits (enforce_booking_limits), worded the same on
// the booking page and in the chat: `STAY_TOO_LONG:<max nights>`, `TOO_MANY_UNPAID_STAYS:<max>`, and a 429.
import { rateLimitMessage } from '@/lib/rate-limit.ts';

export interface LimitMessage {
  key: string;
  params: { count: number };
}

const TAGS: Record<string, string> = {
  STAY_TOO_LONG: 'errors:booking.stayTooLong',
  TOO_MANY_UNPAID_STAYS: 'errors:booking.tooManyUnpaid',
};

/** The translated refusal for a limit, or null when `error` is not one. */
export function bookingLimitMessage(error: unknown): LimitMessage | null {
  const wait = rateLimitMessage(error);
  if (wait) return wait;
  const message = typeof (error as { message?: unknown } | null)?.message === 'string' ? (error as { message: string }).message : '';
  const [tag, max] = message.split(':');
  const key = TAGS[tag];
  const count = Number(max);
  return key && max !== undefined && Number.isInteger(count) ? { key, params: { count } } : null;
}
