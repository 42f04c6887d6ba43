import { describe, expect, it } from 'vitest';
import { paymentErrorMessage } from './payment-errors.ts';

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

  it('says in whole minutes when to try again after a rate limit', () => {
    expect(paymentErrorMessage({ code: 'RATE_LIMITED', details: '90' })).toEqual({ key: 'errors:payment.rateLimited', params: { count: 2 } });
  });

  it('leaves other errors to the caller', () => {
    expect(paymentErrorMessage({ code: '23P01', message: 'ROOM_UNAVAILABLE:Lavanda' })).toBeNull();
    expect(paymentErrorMessage({ code: 'INVALID_FIELD', details: 'guest.email' })).toBeNull();
    expect(paymentErrorMessage(null)).toBeNull();
  });
});
