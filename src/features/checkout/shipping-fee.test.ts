import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, orderFigures, shopSettingsFrom } from './shipping-fee.ts';

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

describe('shopSettingsFrom', () => {
  it('reads the shipping figures from the farm settings', () => {
    expect(shopSettingsFrom({ free_shipping_threshold: 80, shipping_fee: 9.5 })).toEqual({ freeShippingThreshold: 80, shippingFee: 9.5 });
  });
  it('uses the defaults while the settings load or when a figure is missing or not a number', () => {
    expect(shopSettingsFrom(undefined)).toEqual(DEFAULT_SHOP_SETTINGS);
    expect(shopSettingsFrom({ shipping_fee: 'x' as unknown as number })).toEqual(DEFAULT_SHOP_SETTINGS);
  });
});
