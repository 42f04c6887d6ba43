import { describe, expect, it } from 'vitest';
import { stayTotalCents } from './pricing.ts';

describe('stayTotalCents', () => {
  it('sums nights × price over every selected room', () => {
    expect(stayTotalCents([{ pricePerNight: 50 }, { pricePerNight: 50 }], 2)).toBe(20000);
    expect(stayTotalCents([{ pricePerNight: '50.00' }], 3)).toBe(15000);
    expect(stayTotalCents([{ pricePerNight: 72.5 }, { pricePerNight: '49.90' }], 1)).toBe(12240);
  });

  it('is zero with no rooms or no nights', () => {
    expect(stayTotalCents([], 4)).toBe(0);
    expect(stayTotalCents([{ pricePerNight: 50 }], 0)).toBe(0);
  });

  it('has no float drift on prices such as 19.99', () => {
    expect(stayTotalCents([{ pricePerNight: 19.99 }, { pricePerNight: '0.29' }], 3)).toBe(6084);
  });
});
