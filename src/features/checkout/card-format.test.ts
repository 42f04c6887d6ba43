import { describe, expect, it } from 'vitest';
import { cardDigits, formatCardNumber, formatCvv, formatExpiry, isExpiryValid } from './card-format.ts';

describe('formatCardNumber', () => {
  it.each([
    ['', ''],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 4242abc4242', '4242 4242 4242 4242'],
    ['42424242424242429999', '4242 4242 4242 4242'],
  ])('%j → %j', (input, out) => {
    expect(formatCardNumber(input)).toBe(out);
    expect(formatCardNumber(input).length).toBeLessThanOrEqual(19);
  });
  it('gives back the digits', () => {
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242');
  });
});

describe('formatExpiry', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1228', '12/28'],
    ['12/289', '12/28'],
    ['ab0 9x2 7', '09/27'],
  ])('%j → %j', (input, out) => {
    expect(formatExpiry(input)).toBe(out);
  });
});

describe('formatCvv', () => {
  it.each([
    ['12a3', '123'],
    ['12345', '1234'],
    ['', ''],
  ])('%j → %j', (input, out) => {
    expect(formatCvv(input)).toBe(out);
  });
});

describe('isExpiryValid', () => {
  const now = new Date(2026, 4, 15); // May 2026
  it.each([
    ['05/26', true],
    ['04/26', false],
    ['12/30', true],
    ['13/27', false],
    ['00/27', false],
    ['1/27', false],
  ])('%s → %s', (expiry, ok) => {
    expect(isExpiryValid(expiry, now)).toBe(ok);
  });
});
