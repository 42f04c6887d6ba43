import { describe, expect, it } from 'vitest';
import { cancellationFeeCents, daysUntilCheckIn, farmToday, feeBand } from './cancellation-fee.ts';

describe('feeBand and cancellationFeeCents at the policy edges', () => {
  it.each([
    [30, 'free', 0],
    [16, 'free', 0],
    [15, 'half', 10000],
    [8, 'half', 10000],
    [7, 'half', 10000],
    [6, 'full', 20000],
    [1, 'full', 20000],
    [0, 'full', 20000],
    [-2, 'full', 20000],
  ] as const)('%i days before check-in → %s, fee %i cents of 20000', (days, band, fee) => {
    expect(feeBand(days)).toBe(band);
    expect(cancellationFeeCents(20000, days)).toBe(fee);
  });

  it('rounds half of an odd cent amount up, as SQL round() does', () => {
    expect(cancellationFeeCents(5001, 10)).toBe(2501);
  });
});

describe('daysUntilCheckIn counts from the farm calendar day (Europe/Rome)', () => {
  it('counts whole calendar days, not 24-hour periods', () => {
    const now = new Date('2025-06-01T21:30:00Z'); // 23:30 in Rome, still 1 June
    expect(farmToday(now)).toBe('2025-06-01');
    expect(daysUntilCheckIn('2025-06-16', now)).toBe(15);
    expect(daysUntilCheckIn('2025-06-17', now)).toBe(16);
    expect(daysUntilCheckIn('2025-06-08', now)).toBe(7);
    expect(daysUntilCheckIn('2025-06-07', now)).toBe(6);
  });

  it('uses the next day once it is past midnight in Rome although still the day before in UTC', () => {
    const now = new Date('2025-06-01T22:30:00Z'); // 00:30 on 2 June in Rome
    expect(farmToday(now)).toBe('2025-06-02');
    expect(daysUntilCheckIn('2025-06-17', now)).toBe(15);
  });

  it('is negative after check-in and zero on the day', () => {
    const now = new Date('2025-06-10T10:00:00Z');
    expect(daysUntilCheckIn('2025-06-10', now)).toBe(0);
    expect(daysUntilCheckIn('2025-06-08', now)).toBe(-2);
  });
});
