// Shipping values before the visitor types anything; kept apart from the schemas so the checkout's first
// screen can build them without loading zod.
import type { ShippingValues } from './checkout-schemas.ts';

/** `country` is the default country's name in the visitor's language (the shop ships to Italy). */
export const emptyShipping = (country: string, over: Partial<ShippingValues> = {}): ShippingValues => ({
  firstName: '', lastName: '', email: '', phone: '', addressLine1: '', addressLine2: '', city: '', postalCode: '',
  province: '', country, ...over,
});
