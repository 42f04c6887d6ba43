import { describe, expect, it } from 'vitest';
import { bookingErrorMessage } from './booking-errors.ts';

describe('bookingErrorMessage', () => {
  it('names the room the database found taken', () => {
    expect(bookingErrorMessage({ code: '23P01', message: 'ROOM_UNAVAILABLE:Lavanda Deluxe' })).toEqual({
      key: 'booking:result.roomUnavailable',
      params: { room: 'Lavanda Deluxe' },
    });
  });

  it('names the room with too many guests', () => {
    expect(bookingErrorMessage({ code: 'P0001', message: 'INVALID_GUESTS:Orchidea Deluxe' })).toEqual({
      key: 'booking:result.invalidGuests',
      params: { room: 'Orchidea Deluxe' },
    });
  });

  it('explains invalid dates', () => {
    expect(bookingErrorMessage({ code: 'P0001', message: 'INVALID_DATES' }).key).toBe('booking:result.invalidDates');
  });

  it.each([{ code: '500', message: 'boom' }, new Error('network'), null, 'x'])('falls back to the generic text for %j', (e) => {
    expect(bookingErrorMessage(e).key).toBe('booking:result.error');
  });
});
