// Shipping data carried from /checkout to /pagamento within the tab (session storage, never card data).
// Reading it back checks it against the schema (read-shipping-draft.ts); writing and clearing need no zod.
import type { ShippingValues } from './checkout-schemas.ts';

export const SHIPPING_DRAFT_KEY = 'checkout_shipping';

export function saveShippingDraft(values: ShippingValues): void {
  try {
    sessionStorage.setItem(SHIPPING_DRAFT_KEY, JSON.stringify(values));
  } catch {
    // No storage: the payment page sends the user back to fill the form.
  }
}

export function clearShippingDraft(): void {
  try {
    sessionStorage.removeItem(SHIPPING_DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
