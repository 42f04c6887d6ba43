import { describe, expect, it } from 'vitest';
import { cardSchema, shippingSchema } from './checkout-schemas.ts';

const shipping = {
  firstName: 'Maria', lastName: 'Rossi', email: 'maria@example.com', phone: '', addressLine1: 'Via Roma 1',
  addressLine2: '', city: 'Olbia', postalCode: '07026', province: 'SS', country: 'Italia',
};
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const card = { number: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvv: '123', holder: 'Maria Rossi' };

const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${String(i.path[0])}:${i.message}`);

describe('shippingSchema', () => {
  it('accepts the required fields with phone and second line empty', () => {
    expect(shippingSchema.safeParse(shipping).success).toBe(true);
  });
  it.each(['firstName', 'lastName', 'email', 'addressLine1', 'city', 'postalCode', 'province'])('requires %s', (field) => {
    expect(paths(shippingSchema.safeParse({ ...shipping, [field]: '  ' }))).toContain(`${field}:checkout:validation.required`);
  });
  it('refuses a malformed e-mail', () => {
    expect(paths(shippingSchema.safeParse({ ...shipping, email: 'x@' }))).toEqual(['email:checkout:validation.email']);
  });
});

describe('cardSchema', () => {
  it('accepts a complete card', () => {
    expect(cardSchema.safeParse(card).success).toBe(true);
  });
  it.each(['number', 'expiry', 'cvv', 'holder'])('says the payment data is incomplete without %s', (field) => {
    expect(paths(cardSchema.safeParse({ ...card, [field]: '' }))).toContain(`${field}:checkout:validation.cardIncomplete`);
  });
  it.each([
    ['number', '4242 4242', 'checkout:validation.cardNumber'],
    ['expiry', '13/30', 'checkout:validation.expiry'],
    ['expiry', '01/20', 'checkout:validation.expiry'],
    ['cvv', '12', 'checkout:validation.cvv'],
  ])('refuses %s %j', (field, value, message) => {
    expect(paths(cardSchema.safeParse({ ...card, [field]: value }))).toContain(`${field}:${message}`);
  });
});
