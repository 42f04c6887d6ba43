import { describe, expect, it } from 'vitest';
import { nightlyPrice } from './room-price.ts';

describe('nightlyPrice', () => {
  it('says "from" the lowest price when the nights of the year differ', () => {
    expect(nightlyPrice(50, 75, 170)).toEqual({ ranged: true, price: 75 });
  });
  it('gives one price when every night costs the same, or for a reply saved without the range', () => {
    expect(nightlyPrice(50, 60, 60)).toEqual({ ranged: false, price: 60 });
    expect(nightlyPrice(50)).toEqual({ ranged: false, price: 50 });
  });
});
