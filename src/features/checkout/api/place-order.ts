// Places the order through the database (server prices, stock, idempotent on client_request_id); the same
// transaction writes the confirmation e-mail to the outbox. Never optimistic: the server decides.
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { ApiError, unwrap } from '@/integrations/supabase/errors.ts';
import type { CheckoutLine } from '../checkout-line.ts';
import type { BillingValues, ShippingValues } from '../checkout-schemas.ts';

export interface PlaceOrderInput {
  lines: CheckoutLine[];
  shipping: ShippingValues;
  billing: BillingValues | null;
  cardLast4: string;
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

export async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  const supabase = await getSupabase();
  const result = unwrap(
    await supabase.rpc('place_order', {
      p_items: input.lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
      p_shipping: { ...address(input.shipping), email: input.shipping.email, phone: input.shipping.phone || null },
      p_billing: input.billing ? address(input.billing) : null,
      p_payment: { method: 'card', card_last_4: input.cardLast4 },
      p_guest_email: input.guestEmail ?? undefined,
      p_language: input.language,
      p_client_request_id: input.clientRequestId,
    }),
  ) as unknown as PlacedOrder;
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
