// E-mails the order confirmation. The order is loaded with the service role and must match both the id and
// the client_request_id the browser made, so an order id alone cannot trigger mails; figures come from the row.
import { adminClient } from '../_shared/clients.ts';
import { endpoint } from '../_shared/endpoint.ts';
import { errorJson, json, readJson } from '../_shared/json.ts';
import { sendMail } from '../_shared/mail.ts';
import { orderConfirmationMail, type OrderItemRow, type OrderRow } from './order-mail.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const handler = endpoint('send-order-confirmation', ['POST'], async (req) => {
  const body = await readJson<{ order_id?: unknown; client_request_id?: unknown }>(req);
  const { order_id, client_request_id } = body;
  if (typeof order_id !== 'string' || !UUID.test(order_id) || typeof client_request_id !== 'string' || !UUID.test(client_request_id)) {
    return errorJson(400, 'BAD_REQUEST', 'order_id and client_request_id are required');
  }
  const db = adminClient();
  const { data: order, error } = await db
    .from('orders')
    .select('*')
    .eq('id', order_id)
    .eq('client_request_id', client_request_id)
    .maybeSingle();
  if (error) throw error;
  if (!order) return errorJson(404, 'NOT_FOUND', 'Order not found');
  const { data: items, error: itemsError } = await db
    .from('order_items')
    .select('product_name, quantity, unit_price, total_price')
    .eq('order_id', order_id);
  if (itemsError) throw itemsError;
  const row = order as OrderRow & { guest_email: string | null };
  const to = row.shipping_email ?? row.guest_email;
  if (!to) return errorJson(422, 'NO_EMAIL', 'The order has no e-mail address');
  const result = await sendMail(to, orderConfirmationMail(row, (items ?? []) as OrderItemRow[]));
  return json({ sent: true, message_id: result.messageId });
});

Deno.serve(handler);
