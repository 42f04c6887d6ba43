import { describe, expect, it } from 'vitest';
import { ApiError } from '@/integrations/supabase/errors.ts';
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

  it('says the price changed meanwhile rather than a generic failure', () => {
    expect(bookingErrorMessage({ code: 'P0001', message: 'AMOUNT_CHANGED' }).key).toBe('booking:result.amountChanged');
  });

  it('explains invalid dates', () => {
    expect(bookingErrorMessage({ code: 'P0001', message: 'INVALID_DATES' }).key).toBe('booking:result.invalidDates');
  });

  it('explains the rates\' refusals: minimum stay, closed arrival or departure days, an expired hold', () => {
    expect(bookingErrorMessage({ code: 'P0001', message: 'MIN_STAY:3' })).toEqual({ key: 'errors:booking.minStay', params: { count: 3 } });
    expect(bookingErrorMessage({ code: 'P0001', message: 'CLOSED_TO_ARRIVAL' }).key).toBe('errors:booking.closedDay');
    expect(bookingErrorMessage({ code: 'P0001', message: 'CLOSED_TO_DEPARTURE' }).key).toBe('errors:booking.closedDay');
    expect(bookingErrorMessage({ code: 'P0001', message: 'HOLD_EXPIRED' }).key).toBe('errors:booking.holdExpired');
  });

  it('explains the farm\'s limits: stay length, unpaid stays, too many bookings', () => {
    expect(bookingErrorMessage({ code: 'P0001', message: 'STAY_TOO_LONG:30' })).toEqual({ key: 'errors:booking.stayTooLong', params: { count: 30 } });
    expect(bookingErrorMessage({ code: 'P0001', message: 'TOO_MANY_UNPAID_STAYS:2' }).key).toBe('errors:booking.tooManyUnpaid');
    expect(bookingErrorMessage({ code: 'PT429', message: 'RATE_LIMITED', details: '90', status: 429 })).toEqual({
      key: 'errors:rateLimit.minutes', params: { count: 2 },
    });
  });

  it('says when to try again after too many payment attempts (the payments function\'s 429)', () => {
    expect(bookingErrorMessage(new ApiError('RATE_LIMITED', 'Too many requests: try again in 3540 s', '3540', null, 429))).toEqual({
      key: 'errors:rateLimit.minutes', params: { count: 59 },
    });
  });

  it.each([{ code: '500', message: 'boom' }, new Error('network'), null, 'x'])('falls back to the generic text for %j', (e) => {
    expect(bookingErrorMessage(e).key).toBe('booking:result.error');
  });
});
