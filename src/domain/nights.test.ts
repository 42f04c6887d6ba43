import { describe, expect, it } from 'vitest';
import { nightsBetween } from './nights.ts';

describe('nightsBetween', () => {
  it.each([
    ['2025-06-10', '2025-06-12', 2],
    ['2025-06-10', '2025-06-11', 1],
    ['2025-12-30', '2026-01-02', 3],
    ['2024-02-28', '2024-03-01', 2], // leap year
    ['2025-03-29', '2025-03-31', 2], // spring DST change in Italy (23-hour day)
    ['2025-10-25', '2025-10-27', 2], // autumn DST change (25-hour day)
  ])('counts %s → %s as %i nights', (a, b, n) => {
    expect(nightsBetween(a, b)).toBe(n);
  });

  it('gives 0 for a zero-night stay, a reversed range or a missing day', () => {
    expect(nightsBetween('2025-06-10', '2025-06-10')).toBe(0);
    expect(nightsBetween('2025-06-12', '2025-06-10')).toBe(0);
    expect(nightsBetween(null, '2025-06-10')).toBe(0);
    expect(nightsBetween('2025-06-10', null)).toBe(0);
  });
});
