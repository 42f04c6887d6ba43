// Display-only figures before the order is placed; place_order computes the charged amounts.

export interface ShopSettings {
  freeShippingThreshold: number;
  shippingFee: number;
}

export const DEFAULT_SHOP_SETTINGS: ShopSettings = { freeShippingThreshold: 50, shippingFee: 7.9 };

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
