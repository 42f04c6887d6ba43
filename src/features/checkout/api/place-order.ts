// Pays through the payments function, which charges the card the amount the database computed and only then
// has the order placed (server prices, stock, idempotent on client_request_id: a retry with another card after
// a decline places one order); the same transaction writes the confirmation e-mail to the outbox.
// Never optimistic: the server decides.
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/integrations/supabase/errors.ts';
import { invokePayment } from '@/integrations/supabase/invoke-payment.ts';
import type { CheckoutLine } from '../checkout-line.ts';
import type { BillingValues, ShippingValues } from '../checkout-schemas.ts';

interface PlaceOrderInput {
  lines: CheckoutLine[];
  shipping: ShippingValues;
  billing: BillingValues | null;
  /** Sent to our payments function only, which keeps the last four digits. */
  card: { number: string; expiry: string; cvv: string; holder: string };
  guestEmail: string | null;
  language: string;
  clientRequestId: string;
}

export interface PlacedOrder {
  order_id: string;
  order_number: string;
  subtotal: number;
  shipping_amount: number;
  tax_amount: number;
  total_amount: number;
}

const address = (v: BillingValues) => ({
  first_name: v.firstName,
  last_name: v.lastName,
  address_line1: v.addressLine1,
  address_line2: v.addressLine2 || null,
  city: v.city,
  postal_code: v.postalCode,
  province: v.province,
  country: v.country,
});

async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  const { order: result } = await invokePayment<{ order: PlacedOrder }>('order', {
    client_request_id: input.clientRequestId,
    language: input.language,
    items: input.lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
    shipping: { ...address(input.shipping), email: input.shipping.email, phone: input.shipping.phone || null },
    billing: input.billing ? address(input.billing) : null,
    guest_email: input.guestEmail,
    method: 'card',
    card: input.card,
  });
  return result;
}

/** The product named by an OUT_OF_STOCK error, if that is what the database said. */
export function outOfStockProduct(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const m = /^OUT_OF_STOCK:(.+)$/.exec(error.message);
  return m ? m[1] : null;
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder, meta: { silent: true }, retry: false });
}
