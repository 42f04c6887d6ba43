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
