// The saved shipping draft, only if it still passes the schema (storage is the visitor's to edit).
import { shippingSchema, type ShippingValues } from './checkout-schemas.ts';
import { SHIPPING_DRAFT_KEY } from './checkout-draft.ts';

export function readShippingDraft(): ShippingValues | null {
  try {
    const parsed = shippingSchema.safeParse(JSON.parse(sessionStorage.getItem(SHIPPING_DRAFT_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
