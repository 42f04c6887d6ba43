import { describe, expect, it } from 'vitest';
import { formatEuro, formatEuroCompact, toCents } from './money.ts';

// Intl separates the amount and the sign with a no-break space.
const norm = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatEuro', () => {
  it.each([
    [12.5, '12,50 €'],
    ['7.90', '7,90 €'],
    [{ cents: 1234567 }, '12.345,67 €'],
    [0, '0,00 €'],
    [Number.NaN, '0,00 €'],
  ])('formats %o in the Italian locale', (input, expected) => {
    expect(norm(formatEuro(input))).toBe(expected);
  });

  it('turns database decimals into integer cents without float drift', () => {
    expect(toCents('19.99')).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
});

describe('formatEuroCompact', () => {
  it.each([
    [141, '141 €'],
    ['141.50', '141,50 €'],
    [1200, '1200 €'],
    [0, '0 €'],
  ])('%s → %s', (value, shown) => {
    expect(formatEuroCompact(value).replace(/\s/g, ' ')).toBe(shown);
  });
});
