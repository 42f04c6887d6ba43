import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatEuro, formatEuroCompact, groupThousands, toCents } from './money.ts';

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

describe('the written-out format equals Intl it-IT', () => {
  const intl = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
  const whole = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const plain = new Intl.NumberFormat('it-IT');

  it('for amounts in cents, any euros, halves and the edges of grouping', () => {
    const amounts = [0.125, 1.005, 999.995, 1234, 9999.999, 10000, 12345.678, -12.5, -0.001, 0.5, 2.5, 1e6, 123456789.01];
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10_000_000, max: 10_000_000 }).map((c) => c / 100), fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.constantFrom(...amounts)), (value) => {
        fc.pre(!Object.is(value, -0) && (Math.abs(value) >= 1e-6 || value === 0));
        expect(formatEuro(value)).toBe(intl.format(value));
        expect(formatEuroCompact(value)).toBe(Number.isInteger(value) ? whole.format(value) : intl.format(value));
      }),
      { numRuns: 5000 },
    );
  });

  it('groups whole numbers as Intl does', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2_000_000_000 }), (n) => {
        expect(groupThousands(String(n))).toBe(plain.format(n));
      }),
    );
  });
});
