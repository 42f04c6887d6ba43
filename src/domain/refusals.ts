// What the visitor reads when the server refuses: a payment (the provider's reason, a card field the server could
// not accept, a payment already on its way) and a booking beyond the farm's limits (enforce_booking_limits:
// `STAY_TOO_LONG:<max nights>`, `TOO_MANY_UNPAID_STAYS:<max>`). Shared by the shop, the booking page and the chat,
// which all pay and book through the same function; and one wording of a rate-limit refusal for every limited
// endpoint (REST answers PT429 with the seconds in `details`; functions answer 429 {code: 'RATE_LIMITED',
// retry_after}, carried in ApiError.details). One module so the pages that need these load one small chunk.
// Texts: `errors:payment.*`, `errors:booking.*`, `errors:rateLimit.*`.

export interface WaitMessage {
  key: string;
  params: { count: number };
}

interface Refusal {
  status?: unknown;
  code?: unknown;
  details?: unknown;
}

/** The seconds to wait when `error` is a rate-limit refusal, else null (60 when the server gave no figure). */
export function retryAfterSeconds(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as Refusal;
  if (e.status !== 429 && e.code !== 'PT429' && e.code !== 'RATE_LIMITED') return null;
  const seconds = Number(e.details);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

/** "Too many attempts: try again in N seconds / minutes / hours", rounded up so the visitor never retries early. */
export function waitMessage(seconds: number): WaitMessage {
  if (seconds < 60) return { key: 'errors:rateLimit.seconds', params: { count: Math.max(1, Math.ceil(seconds)) } };
  if (seconds < 3600) return { key: 'errors:rateLimit.minutes', params: { count: Math.ceil(seconds / 60) } };
  return { key: 'errors:rateLimit.hours', params: { count: Math.ceil(seconds / 3600) } };
}

export function rateLimitMessage(error: unknown): WaitMessage | null {
  const seconds = retryAfterSeconds(error);
  return seconds === null ? null : waitMessage(seconds);
}

export interface PaymentMessage {
  key: string;
  params?: Record<string, string | number>;
}

interface Coded {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

const REASONS = ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_number', 'processing_error', 'paypal_cancelled'];
const FIELDS: Record<string, string> = { 'card.number': 'number', 'card.expiry': 'expiry', 'card.cvv': 'cvv', 'card.holder': 'holder' };

/** The translated message key for a payment refusal, or null when the error is not about the payment. */
export function paymentErrorMessage(error: unknown): PaymentMessage | null {
  const e = (typeof error === 'object' && error !== null ? error : {}) as Coded;
  const details = typeof e.details === 'string' ? e.details : '';
  if (e.code === 'PAYMENT_DECLINED') {
    return { key: `errors:payment.declined.${REASONS.includes(details) ? details : 'card_declined'}` };
  }
  if (e.code === 'INVALID_FIELD' && (details === 'card' || details in FIELDS)) {
    return { key: `errors:payment.field.${FIELDS[details] ?? 'number'}` };
  }
  if (e.code === 'P0001' && e.message === 'PAYMENT_IN_PROGRESS') return { key: 'errors:payment.inProgress' };
  return null;
}

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

export interface StayRuleMessage {
  key: string;
  params?: { count: number };
}

/**
 * The translated refusal of a stay the farm's rates forbid (quote_stay via create_booking: `MIN_STAY:<nights>`,
 * `CLOSED_TO_ARRIVAL`, `CLOSED_TO_DEPARTURE`) or of a hold that lapsed (`HOLD_EXPIRED`); null for anything else
 * (a refused field, an unknown room among them, is read by stay-refusal.ts).
 * The booking page and the chat both book through the payments function, so both read these here.
 */
export function stayRuleMessage(error: unknown): StayRuleMessage | null {
  if (typeof error !== 'object' || error === null) return null;
  const message = (error as { message?: unknown }).message;
  if (typeof message !== 'string') return null;
  const [tag, nights] = message.split(':');
  if (tag === 'MIN_STAY') {
    const count = Number(nights);
    return Number.isInteger(count) && count > 0 ? { key: 'errors:booking.minStay', params: { count } } : null;
  }
  if (tag === 'CLOSED_TO_ARRIVAL' || tag === 'CLOSED_TO_DEPARTURE') return { key: 'errors:booking.closedDay' };
  if (tag === 'HOLD_EXPIRED') return { key: 'errors:booking.holdExpired' };
  return null;
}
