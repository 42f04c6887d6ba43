// Why the chat's stay cannot be booked, from the database's quote, in the chat's own words (assistant and errors
// namespaces, which the chat always has loaded; another visitor's hold in /prenota's words, from the booking
// namespace the chat's price breakdown loads).
import type { StayQuote } from '@/domain/stay-quote.ts';

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
    default:
      return null;
  }
}
