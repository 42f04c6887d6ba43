import { describe, expect, it } from 'vitest';
import { productBadgeClass, productBadgeTone } from './badge-tone.ts';

describe('productBadgeTone', () => {
  it.each([
    ['Bestseller', 'bestseller'],
    ['Nuovo', 'nuovo'],
    ['Premium', 'premium'],
    ['Esclusivo', 'esclusivo'],
    ['bestseller', 'neutral'],
    ['novità', 'neutral'],
    ['limited', 'neutral'],
    ['', null],
    [null, null],
  ])('%s → %s', (badge, tone) => {
    expect(productBadgeTone(badge)).toBe(tone);
  });

  it('gives the four badges four different colours, none of them the neutral one', () => {
    const named = (['bestseller', 'nuovo', 'premium', 'esclusivo'] as const).map((t) => productBadgeClass[t]);
    expect(new Set(named).size).toBe(4);
    expect(named).not.toContain(productBadgeClass.neutral);
  });
});
