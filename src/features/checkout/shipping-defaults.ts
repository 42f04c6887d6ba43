// Shipping values before the visitor types anything; kept apart from the schemas so the checkout's first
// screen can build them without loading zod.
import type { ShippingValues } from './checkout-schemas.ts';

const DEFAULT_COUNTRY = 'Italia';

export const emptyShipping = (over: Partial<ShippingValues> = {}): ShippingValues => ({
  firstName: '', lastName: '', email: '', phone: '', addressLine1: '', addressLine2: '', city: '', postalCode: '',
  province: '', country: DEFAULT_COUNTRY, ...over,
});
