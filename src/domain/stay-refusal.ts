// Which input a refused stay is about, and the sentence that names it (`booking:fieldError.*`), for the booking page
// (which puts it beside that field) and the chat (which says it in its flow). The refusals come from quote_stay:
// live, in a hold's answer, or raised by create_booking through the payments function (the tag in `message`, the
// quote in `details`); a body the payments function could not read names its field (`INVALID_FIELD`, `rooms[0].guests`).
import type { QuoteRefusal } from './stay-quote.ts';

type StayField = 'checkIn' | 'checkOut' | 'rooms' | 'guests' | 'childAges' | 'cots' | 'extraBeds';

export interface FieldRefusal {
  field: StayField;
  /** The room whose party is refused (quote_stay's room_id); null for the dates and the rooms. */
  roomId: string | null;
  /** The room's position in the request, when only that is known (a body the function refused). */
  roomIndex?: number;
  message: { key: string; params?: Record<string, string | number> };
}

type Quoted = Partial<Pick<QuoteRefusal, 'reason' | 'room' | 'date' | 'min_nights' | 'max_guests' | 'max_cots' | 'max_extra_beds' | 'max_nights' | 'field'>> & {
  ok?: boolean;
  room_id?: string;
};

const PARTY: Record<string, StayField> = { guests: 'guests', child_ages: 'childAges', cots: 'cots', extra_beds: 'extraBeds' };
const RATES = new Set(['MIN_STAY', 'CLOSED_TO_ARRIVAL', 'CLOSED_TO_DEPARTURE', 'STAY_TOO_LONG']);
const KEY = 'booking:fieldError';

const dates = (field: 'checkIn' | 'checkOut', what: string, params?: Record<string, string | number>): FieldRefusal => ({
  field, roomId: null, message: { key: `${KEY}.${field}.${what}`, ...(params ? { params } : {}) },
});

function party(q: Quoted): FieldRefusal | null {
  const field = PARTY[q.field ?? ''];
  if (!field) return null;
  const room = q.room ?? '';
  const over = q.reason === 'OVER_CAPACITY';
  const max = field === 'guests' ? q.max_guests : field === 'cots' ? q.max_cots : field === 'extraBeds' ? q.max_extra_beds : undefined;
  const params: Record<string, string | number> = over && max !== undefined ? { room, count: max } : { room };
  return { field, roomId: q.room_id ?? null, message: { key: `${KEY}.${field}.${over && max !== undefined ? 'over' : 'invalid'}`, params } };
}

/**
 * The field of a refused quote, or null when the refusal is not about one (taken, held, closed: the room's own
 * notice says those). `rates: false` leaves the minimum stay and closed days to the page's notice.
 */
export function fieldRefusalOfQuote(q: Quoted, { rates = true } = {}): FieldRefusal | null {
  if (q.ok !== false) return null;
  if (!rates && RATES.has(q.reason ?? '')) return null;
  switch (q.reason) {
    case 'PAST_DATES': return dates('checkIn', 'past');
    case 'INVALID_DATES': return dates('checkIn', 'invalid');
    case 'CHECK_OUT_NOT_AFTER_CHECK_IN': return dates('checkOut', 'notAfter');
    case 'MIN_STAY': return dates('checkOut', 'minStay', { count: q.min_nights ?? 1 });
    case 'STAY_TOO_LONG': return dates('checkOut', 'tooLong', { count: q.max_nights ?? 1 });
    case 'CLOSED_TO_ARRIVAL': return dates('checkIn', 'closed', { date: q.date ?? '' });
    case 'CLOSED_TO_DEPARTURE': return dates('checkOut', 'closed', { date: q.date ?? '' });
    case 'UNKNOWN_ROOM':
    case 'INVALID_ROOMS': return { field: 'rooms', roomId: null, message: { key: `${KEY}.rooms.unknown` } };
    case 'INVALID_GUESTS':
    case 'OVER_CAPACITY': return party(q);
    default: return null;
  }
}

interface Coded {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

const BODY_FIELD = /^(check_in|check_out)$|^rooms(?:\[(\d+)\])?(?:\.(room_id|guests|child_ages|cots|extra_beds))?/;

/** The field of the payments function's refusal of a booking, or null when it is not about one. */
export function fieldRefusal(error: unknown): FieldRefusal | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as Coded;
  const details = typeof e.details === 'string' ? e.details : '';
  if (e.code === 'INVALID_FIELD') {
    const m = BODY_FIELD.exec(details);
    if (!m) return null;
    if (m[1]) return dates(m[1] === 'check_in' ? 'checkIn' : 'checkOut', 'invalid');
    const field = PARTY[m[3] ?? ''];
    if (!field) return { field: 'rooms', roomId: null, message: { key: `${KEY}.rooms.unknown` } };
    return { field, roomId: null, roomIndex: Number(m[2] ?? 0), message: { key: `${KEY}.${field}.invalid`, params: { room: '' } } };
  }
  if (e.code !== 'P0001' || typeof e.message !== 'string') return null;
  let quote: Quoted | null = null;
  try {
    const parsed: unknown = JSON.parse(details);
    if (typeof parsed === 'object' && parsed !== null) quote = parsed;
  } catch {
    // An older database without the quote in the details: the tag alone.
  }
  if (quote) return fieldRefusalOfQuote(quote);
  return e.message === 'INVALID_DATES' ? dates('checkIn', 'invalid') : null;
}
