import { describe, expect, it } from 'vitest';
import { chatFieldRefusal, chatQuoteRefusal } from './quote-refusal.ts';

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

  it('leaves the dates to the flow\'s own checks', () => {
    expect(chatQuoteRefusal({ ok: false, reason: 'PAST_DATES' })).toBeNull();
  });

  it('names the party field a room no longer takes (its settings may have changed since the chat showed it)', () => {
    expect(chatQuoteRefusal({ ok: false, reason: 'OVER_CAPACITY', field: 'guests', room: 'Mirto', max_guests: 1 }))
      .toEqual({ key: 'booking:fieldError.guests.over', params: { room: 'Mirto', count: 1 } });
    expect(chatQuoteRefusal({ ok: false, reason: 'INVALID_GUESTS', field: 'cots', room: 'Mirto' }))
      .toEqual({ key: 'booking:fieldError.cots.invalid', params: { room: 'Mirto' } });
  });
});

describe('chatFieldRefusal', () => {
  const rooms = [{ id: 'a', name: 'Lavanda Deluxe' }, { id: 'b', name: 'Mirto' }];
  const day = (d: string) => `day ${d}`;

  it('sends a refused date back to the dates, a refused party back to the guests, naming the room', () => {
    const past = { code: 'P0001', message: 'INVALID_DATES', details: JSON.stringify({ ok: false, reason: 'PAST_DATES' }) };
    expect(chatFieldRefusal(past, rooms, day)).toEqual({ step: 'dates', error: { key: 'booking:fieldError.checkIn.past', params: {} } });
    const closed = { code: 'P0001', message: 'CLOSED_TO_DEPARTURE', details: JSON.stringify({ ok: false, reason: 'CLOSED_TO_DEPARTURE', date: '2027-08-03' }) };
    expect(chatFieldRefusal(closed, rooms, day)?.error.params).toEqual({ date: 'day 2027-08-03' });
    const over = {
      code: 'P0001', message: 'INVALID_GUESTS:Mirto',
      details: JSON.stringify({ ok: false, reason: 'OVER_CAPACITY', field: 'guests', room: 'Mirto', room_id: 'b', max_guests: 1 }),
    };
    expect(chatFieldRefusal(over, rooms, day)).toEqual({ step: 'guests', error: { key: 'booking:fieldError.guests.over', params: { room: 'Mirto', count: 1 } } });
    expect(chatFieldRefusal({ code: 'INVALID_FIELD', details: 'rooms[1].cots' }, rooms, day))
      .toEqual({ step: 'guests', error: { key: 'booking:fieldError.cots.invalid', params: { room: 'Mirto' } } });
  });

  it('leaves other refusals to the flow', () => {
    expect(chatFieldRefusal({ code: 'P0001', message: 'HOLD_EXPIRED' }, rooms, day)).toBeNull();
  });
});
