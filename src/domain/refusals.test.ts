import { ApiError, functionError } from '@/integrations/supabase/errors.ts';
import { bookingLimitMessage, paymentErrorMessage, rateLimitMessage, stayRuleMessage } from './refusals.ts';
import { describe, expect, it } from 'vitest';

describe('paymentErrorMessage', () => {
  it.each([
    [{ code: 'PAYMENT_DECLINED', details: 'insufficient_funds' }, 'errors:payment.declined.insufficient_funds'],
    [{ code: 'PAYMENT_DECLINED', details: 'expired_card' }, 'errors:payment.declined.expired_card'],
    [{ code: 'PAYMENT_DECLINED', details: 'card_declined' }, 'errors:payment.declined.card_declined'],
    [{ code: 'PAYMENT_DECLINED', details: 'paypal_cancelled' }, 'errors:payment.declined.paypal_cancelled'],
    [{ code: 'PAYMENT_DECLINED', details: 'something_new' }, 'errors:payment.declined.card_declined'],
    [{ code: 'INVALID_FIELD', details: 'card.expiry' }, 'errors:payment.field.expiry'],
    [{ code: 'INVALID_FIELD', details: 'card.cvv' }, 'errors:payment.field.cvv'],
    [{ code: 'P0001', message: 'PAYMENT_IN_PROGRESS' }, 'errors:payment.inProgress'],
  ])('names the reason of %o', (error, key) => {
    expect(paymentErrorMessage(error)?.key).toBe(key);
  });

  it('leaves a rate limit to the one wording of every limit (not a payment refusal)', () => {
    expect(paymentErrorMessage({ code: 'RATE_LIMITED', details: '90' })).toBeNull();
  });

  it('leaves other errors to the caller', () => {
    expect(paymentErrorMessage({ code: '23P01', message: 'ROOM_UNAVAILABLE:Lavanda' })).toBeNull();
    expect(paymentErrorMessage({ code: 'INVALID_FIELD', details: 'guest.email' })).toBeNull();
    expect(paymentErrorMessage(null)).toBeNull();
  });
});

describe('stayRuleMessage', () => {
  it.each([
    [{ code: 'P0001', message: 'MIN_STAY:3' }, { key: 'errors:booking.minStay', params: { count: 3 } }],
    [{ code: 'P0001', message: 'CLOSED_TO_ARRIVAL' }, { key: 'errors:booking.closedDay' }],
    [{ code: 'P0001', message: 'CLOSED_TO_DEPARTURE' }, { key: 'errors:booking.closedDay' }],
    [{ code: 'P0001', message: 'HOLD_EXPIRED' }, { key: 'errors:booking.holdExpired' }],
  ])('explains the rates\' refusal %o', (error, message) => {
    expect(stayRuleMessage(error)).toEqual(message);
  });

  it.each([{ code: 'P0001', message: 'MIN_STAY:x' }, { code: '23P01', message: 'ROOM_UNAVAILABLE:Mirto' }, null, 'MIN_STAY:2',
    { code: 'INVALID_FIELD', details: 'rooms[0].guests' }, { code: 'INVALID_FIELD', details: 'rooms[1].room_id' }, { code: 'INVALID_FIELD', details: 'guest.email' }])('is null for %o', (error) => {
    expect(stayRuleMessage(error)).toBeNull();
  });
});

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

  it('says when to try again after too many payment attempts, as the payments function answers them', async () => {
    // The card-testing limit's answer (supabase/functions/_shared/json.ts rateLimitedJson), read as the booking
    // page, the chat and the checkout read it.
    const body = { code: 'RATE_LIMITED', retry_after: 3540, error: { code: 'RATE_LIMITED', message: 'Too many requests: try again in 3540 s' } };
    const e = await functionError({ context: new Response(JSON.stringify(body), { status: 429, headers: { 'Retry-After': '3540' } }) });
    expect(paymentErrorMessage(e)).toBeNull();
    const wait = { key: 'errors:rateLimit.minutes', params: { count: 59 } };
    expect(bookingLimitMessage(e)).toEqual(wait);
    expect(rateLimitMessage(e)).toEqual(wait);
  });

  it.each([{ code: '23P01', message: 'ROOM_UNAVAILABLE:Lavanda' }, new Error('x'), null])('leaves other errors to the caller: %j', (e) => {
    expect(bookingLimitMessage(e)).toBeNull();
  });
});
