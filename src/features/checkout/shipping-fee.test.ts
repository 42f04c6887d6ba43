import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, orderFigures } from './shipping-fee.ts';

describe('orderFigures', () => {
  it.each([
    [0, 0, 0],
    [4999, 790, 5789],
    [5000, 0, 5000],
    [12000, 0, 12000],
  ])('subtotal %i cents → shipping %i, total %i', (sub, ship, total) => {
    expect(orderFigures(sub, DEFAULT_SHOP_SETTINGS)).toEqual({ subtotalCents: sub, shippingCents: ship, totalCents: total });
  });
});
