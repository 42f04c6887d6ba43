import { describe, expect, it } from 'vitest';
import { farmToday, feeBand, feeTextKey } from './cancellation-fee.ts';

describe('feeBand words the share the database charges', () => {
  it.each([
    [0, 'free', 'lookup.feeFree'],
    [1, 'partial', 'lookup.feeHalf'],
    [50, 'partial', 'lookup.feeHalf'],
    [99, 'partial', 'lookup.feeHalf'],
    [100, 'full', 'lookup.feeFull'],
  ] as const)('%i%% → %s', (percent, band, key) => {
    expect(feeBand(percent)).toBe(band);
    expect(feeTextKey(feeBand(percent))).toBe(key);
  });
});

describe('farmToday is the farm calendar day (Europe/Rome)', () => {
  it('is still the same day late in the evening in Rome', () => {
    expect(farmToday(new Date('2025-06-01T21:30:00Z'))).toBe('2025-06-01'); // 23:30 in Rome
  });

  it('is the next day once it is past midnight in Rome although still the day before in UTC', () => {
    expect(farmToday(new Date('2025-06-01T22:30:00Z'))).toBe('2025-06-02'); // 00:30 on 2 June in Rome
  });
});

describe('farmToday agrees with the tz data of Europe/Rome', () => {
  const rome = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' });
  const start = Date.UTC(new Date().getUTCFullYear() - 1, 0, 1);
  const end = Date.UTC(new Date().getUTCFullYear() + 10, 0, 1);

  it('every hour and half hour around the summer-time changes, last year to ten years ahead', () => {
    for (let year = new Date(start).getUTCFullYear(); year < new Date(end).getUTCFullYear(); year++) {
      for (const month of [2, 9]) {
        for (let t = Date.UTC(year, month, 24); t < Date.UTC(year, month + 1, 2); t += 30 * 60_000) {
          expect(farmToday(new Date(t)), new Date(t).toISOString()).toBe(rome.format(t));
        }
      }
    }
  });

  it('every day at 21:59, 22:00, 22:59 and 23:00 UTC (the hours Rome is already on the next day)', () => {
    for (let day = start; day < end; day += 86_400_000) {
      for (const minutes of [21 * 60 + 59, 22 * 60, 22 * 60 + 59, 23 * 60]) {
        const t = day + minutes * 60_000;
        expect(farmToday(new Date(t)), new Date(t).toISOString()).toBe(rome.format(t));
      }
    }
  });
});
