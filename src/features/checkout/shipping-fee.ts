// Display-only figures before the order is placed; place_order computes the charged amounts.
import type { SiteSettings } from '@/domain/settings.ts';

export interface ShopSettings {
  freeShippingThreshold: number;
  shippingFee: number;
}

export const DEFAULT_SHOP_SETTINGS: ShopSettings = { freeShippingThreshold: 50, shippingFee: 7.9 };

/** The shipping figures from the farm's settings, the defaults while they load or when one is not a number. */
export function shopSettingsFrom(settings: Pick<SiteSettings, 'free_shipping_threshold' | 'shipping_fee'> | undefined): ShopSettings {
  const num = (value: unknown, fallback: number) => {
    const v = Number(value);
    return value !== undefined && value !== null && Number.isFinite(v) ? v : fallback;
  };
  return {
    freeShippingThreshold: num(settings?.free_shipping_threshold, DEFAULT_SHOP_SETTINGS.freeShippingThreshold),
    shippingFee: num(settings?.shipping_fee, DEFAULT_SHOP_SETTINGS.shippingFee),
  };
}

export interface OrderFigures {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
}

/** Shipping is free from the threshold upwards (inclusive) and for an empty cart. */
export function orderFigures(subtotalCents: number, settings: ShopSettings): OrderFigures {
  const free = subtotalCents === 0 || subtotalCents >= Math.round(settings.freeShippingThreshold * 100);
  const shippingCents = free ? 0 : Math.round(settings.shippingFee * 100);
  return { subtotalCents, shippingCents, totalCents: subtotalCents + shippingCents };
}
