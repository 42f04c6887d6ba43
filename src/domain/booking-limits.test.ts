import { describe, expect, it } from 'vitest';
import { ApiError } from '@/integrations/supabase/errors.ts';
import { bookingLimitMessage } from './booking-limits.ts';

describe('bookingLimitMessage', () => {
  it('explains a stay longer than the farm allows, with its maximum', () => {
    expect(bookingLimitMessage(new ApiError('P0001', 'STAY_TOO_LONG:30', null, null, 400))).toEqual({
      key: 'errors:booking.stayTooLong', params: { count: 30 },
    });
  });

  it('explains too many stays to pay at the property, with the maximum', () => {
    expect(bookingLimitMessage({ code: 'P0001', message: 'TOO_MANY_UNPAID_STAYS:2' })).toEqual({
      key: 'errors:booking.tooManyUnpaid', params: { count: 2 },
    });
    // A function passing the database's refusal on as its own code.
    expect(bookingLimitMessage({ code: 'TOO_MANY_UNPAID_STAYS', message: 'TOO_MANY_UNPAID_STAYS:0' })?.params).toEqual({ count: 0 });
  });

  it('says when to try again after too many bookings', () => {
    expect(bookingLimitMessage(new ApiError('PT429', 'RATE_LIMITED', '1800', null, 429))).toEqual({
      key: 'errors:rateLimit.minutes', params: { count: 30 },
    });
  });

  it.each([{ code: '23P01', message: 'ROOM_UNAVAILABLE:Lavanda' }, new Error('x'), null])('leaves other errors to the caller: %j', (e) => {
    expect(bookingLimitMessage(e)).toBeNull();
  });
});
