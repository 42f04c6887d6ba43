import { describe, expect, it } from 'vitest';
import { formatCardNumber, guestDetailsSchema, paymentSchema } from './booking-schemas.ts';

const details = {
  firstName: 'Anna', lastName: 'Rossi', email: 'anna@example.it', phone: '333 1234567',
  address: 'Via Roma 1', city: 'Olbia', postalCode: '07026', country: 'Italia', specialRequests: '',
};
const payment = {
  method: 'onsite', cardNumber: '4111111111111111', cardName: 'Anna Rossi', cardExpiry: '12/29', cardCvv: '123',
  acceptPolicy: true, acceptCancellation: true,
};

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('guest details', () => {
  it('accepts a complete form with no special requests', () => {
    expect(guestDetailsSchema.safeParse(details).success).toBe(true);
  });

  it.each(['firstName', 'lastName', 'phone', 'address', 'city', 'postalCode', 'country'] as const)(
    'requires %s (blank is not enough)',
    (field) => {
      expect(messages(guestDetailsSchema.safeParse({ ...details, [field]: '   ' }))).toEqual(['booking:validation.required']);
    },
  );

  it.each(['anna', 'anna@', 'anna rossi@example.it', 'anna@example'])('refuses the e-mail %s', (email) => {
    expect(messages(guestDetailsSchema.safeParse({ ...details, email }))).toContain('booking:validation.email');
  });
});

describe('payment', () => {
  it('requires the card as guarantee even when paying at the property', () => {
    const r = paymentSchema.safeParse({ ...payment, cardNumber: '', cardCvv: '' });
    expect(messages(r)).toEqual(['booking:validation.cardRequired', 'booking:validation.cardRequired']);
  });

  it('enforces the page limits: number 16 digits, expiry 5, CVV 3', () => {
    expect(paymentSchema.safeParse({ ...payment, cardNumber: '41111111111111112' }).success).toBe(false);
    expect(paymentSchema.safeParse({ ...payment, cardNumber: '4111 1111 1111 1111' }).success).toBe(true);
    expect(paymentSchema.safeParse({ ...payment, cardExpiry: '12/290' }).success).toBe(false);
    expect(paymentSchema.safeParse({ ...payment, cardCvv: '1234' }).success).toBe(false);
  });

  it('needs both acceptances', () => {
    expect(messages(paymentSchema.safeParse({ ...payment, acceptCancellation: false }))).toEqual(['booking:validation.terms']);
    expect(paymentSchema.safeParse(payment).success).toBe(true);
  });

  it('keeps every digit of a number typed with spaces, as printed on the card, grouped by four', () => {
    expect(formatCardNumber('4000 0566 5566 5556')).toBe('4000 0566 5566 5556');
    expect(formatCardNumber('4000056655665556')).toBe('4000 0566 5566 5556');
    expect(formatCardNumber('4000-0566-5566-55567')).toBe('4000 0566 5566 5556');
    expect(formatCardNumber('4000 ')).toBe('4000');
  });
});
