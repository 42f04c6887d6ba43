import { describe, expect, it } from 'vitest';
import { fromIsoDate, toIsoDate } from './dates.ts';

describe('toIsoDate', () => {
  it('writes the local calendar day with zero-padded month and day', () => {
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(toIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
    expect(toIsoDate(new Date(2028, 1, 29, 0, 0, 1))).toBe('2028-02-29');
  });

  it('is the inverse of fromIsoDate over a year, across the summer-time changes', () => {
    for (let d = new Date(2026, 0, 1); d.getFullYear() === 2026; d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)) {
      const iso = toIsoDate(d);
      expect(iso).toMatch(/^2026-\d\d-\d\d$/);
      expect(toIsoDate(fromIsoDate(iso))).toBe(iso);
    }
  });
});
