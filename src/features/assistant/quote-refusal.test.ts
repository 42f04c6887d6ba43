import { describe, expect, it } from 'vitest';
import { chatQuoteRefusal } from './quote-refusal.ts';

describe('chatQuoteRefusal', () => {
  it.each([
    [{ ok: false, reason: 'MIN_STAY', min_nights: 3 }, { key: 'errors:booking.minStay', params: { count: 3 } }],
    [{ ok: false, reason: 'STAY_TOO_LONG', max_nights: 30 }, { key: 'errors:booking.stayTooLong', params: { count: 30 } }],
    [{ ok: false, reason: 'CLOSED_TO_DEPARTURE', date: '2027-08-08' }, { key: 'errors:booking.closedDay' }],
    // Another visitor's hold: /prenota's own words (the chat has the booking namespace for the breakdown).
    [{ ok: false, reason: 'HELD', room: 'Lavanda Deluxe' }, { key: 'booking:quote.reason.held', params: { room: 'Lavanda Deluxe' } }],
    [{ ok: false, reason: 'TAKEN', room: 'Lavanda Deluxe' }, { key: 'flow.errors.unavailable', params: { room: 'Lavanda Deluxe' } }],
    [{ ok: false, reason: 'CLOSED', room: 'Mirto', date: '2027-11-10' }, { key: 'flow.errors.unavailable', params: { room: 'Mirto' } }],
  ] as const)('%o → %o', (quote, message) => {
    expect(chatQuoteRefusal(quote)).toEqual(message);
  });

  it('leaves input problems to the flow\'s own checks', () => {
    expect(chatQuoteRefusal({ ok: false, reason: 'PAST_DATES' })).toBeNull();
  });
});
