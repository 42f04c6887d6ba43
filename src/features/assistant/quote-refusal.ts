// Why the chat's stay cannot be booked, from the database's quote, in the chat's own words (assistant and errors
// namespaces, which the chat always has loaded; another visitor's hold in /prenota's words, from the booking
// namespace the chat's price breakdown loads).
import type { StayQuote } from '@/domain/stay-quote.ts';
import { fieldRefusal, fieldRefusalOfQuote } from '@/domain/stay-refusal.ts';

export interface ChatRefusal {
  key: string;
  params?: Record<string, string | number>;
}

export function chatQuoteRefusal(quote: Extract<StayQuote, { ok: false }>): ChatRefusal | null {
  switch (quote.reason) {
    case 'MIN_STAY':
      return { key: 'errors:booking.minStay', params: { count: quote.min_nights ?? 1 } };
    case 'STAY_TOO_LONG':
      return { key: 'errors:booking.stayTooLong', params: { count: quote.max_nights ?? 1 } };
    case 'CLOSED_TO_ARRIVAL':
    case 'CLOSED_TO_DEPARTURE':
      return { key: 'errors:booking.closedDay' };
    case 'HELD':
      return { key: 'booking:quote.reason.held', params: { room: quote.room ?? '' } };
    case 'TAKEN':
    case 'CLOSED':
      return { key: 'flow.errors.unavailable', params: { room: quote.room ?? '' } };
    case 'INVALID_GUESTS':
    case 'OVER_CAPACITY':
      // A party the room no longer takes, naming the field (booking:fieldError.*, the namespace the chat loads).
      return fieldRefusalOfQuote(quote)?.message ?? null;
    default:
      return null;
  }
}

/**
 * A booking the server refused over one of the chat's fields: the step that asks for it and the sentence naming it
 * (the room by name, a day as `formatDay` shows it); null when the refusal is not about a field.
 */
export function chatFieldRefusal(
  error: unknown,
  rooms: readonly { id: string; name: string }[],
  formatDay: (day: string) => string,
): { step: 'dates' | 'guests'; error: ChatRefusal } | null {
  const f = fieldRefusal(error);
  if (!f) return null;
  const room = rooms.find((r) => r.id === f.roomId) ?? (f.roomIndex === undefined ? undefined : rooms[f.roomIndex]);
  const params = { ...f.message.params };
  if ('room' in params && !params.room && room) params.room = room.name;
  if (typeof params.date === 'string' && params.date) params.date = formatDay(params.date);
  return { step: f.field === 'checkIn' || f.field === 'checkOut' ? 'dates' : 'guests', error: { key: f.message.key, params } };
}
