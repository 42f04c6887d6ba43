// Shipping data carried from /checkout to /pagamento within the tab (session storage, never card data).
import { shippingSchema, type ShippingValues } from './checkout-schemas.ts';

const KEY = 'checkout_shipping';

export function saveShippingDraft(values: ShippingValues): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    // No storage: the payment page sends the user back to fill the form.
  }
}

export function readShippingDraft(): ShippingValues | null {
  try {
    const parsed = shippingSchema.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearShippingDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
