// Turns the database's refusal of a booking into a translated message; branch on codes, not on wording.
import { bookingLimitMessage, stayRuleMessage } from '@/domain/refusals.ts';

export interface MessageRef {
  key: string;
  params?: Record<string, string | number>;
}

interface CodedError {
  code?: unknown;
  message?: unknown;
}

/**
 * `ROOM_UNAVAILABLE:<room>` (23P01), `INVALID_GUESTS:<room>`, `INVALID_DATES` (P0001), the rates' refusals and a
 * lapsed hold (domain/refusals.ts: stayRuleMessage), the farm's limits
 * (`STAY_TOO_LONG`, `TOO_MANY_UNPAID_STAYS`, 429: see domain/refusals.ts); anything else is generic.
 */
export function bookingErrorMessage(error: unknown): MessageRef {
  const limit = bookingLimitMessage(error) ?? stayRuleMessage(error);
  if (limit) return limit;
  const e = (typeof error === 'object' && error !== null ? error : {}) as CodedError;
  const message = typeof e.message === 'string' ? e.message : '';
  const [tag, ...rest] = message.split(':');
  const room = rest.join(':').trim();
  if (e.code === '23P01' || tag === 'ROOM_UNAVAILABLE') {
    return room ? { key: 'booking:result.roomUnavailable', params: { room } } : { key: 'booking:result.error' };
  }
  if (e.code === 'P0001' && tag === 'INVALID_GUESTS' && room) return { key: 'booking:result.invalidGuests', params: { room } };
  if (e.code === 'P0001' && tag === 'INVALID_DATES') return { key: 'booking:result.invalidDates' };
  // The quote changed between the charge and the booking (a rate edited meanwhile): nothing was booked.
  if (e.code === 'P0001' && tag === 'AMOUNT_CHANGED') return { key: 'booking:result.amountChanged' };
  return { key: 'booking:result.error' };
}
