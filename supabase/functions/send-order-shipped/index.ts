// Mails the customer that their order has shipped. Only an admin may call it, and only for an order whose
// status is already `shipped` (set through admin_update_order_status), so it cannot be used to spam.
import { adminClient, callerClient, callerUser } from '../_shared/clients.ts';
import { endpoint } from '../_shared/endpoint.ts';
import { errorJson, json, readJson } from '../_shared/json.ts';
import { sendMail } from '../_shared/mail.ts';
import { orderShippedMail, type ShippedOrder } from './shipped-mail.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const handler = endpoint('send-order-shipped', ['POST'], async (req) => {
  const user = await callerUser(req);
  if (!user) return errorJson(401, 'UNAUTHORIZED', 'Sign in as an administrator');
  const { data: isAdmin, error: roleError } = await callerClient(req).rpc('has_role', { _user_id: user.id, _role: 'admin' });
  if (roleError) throw roleError;
  if (isAdmin !== true) return errorJson(403, 'FORBIDDEN', 'Administrators only');
  const { order_id } = await readJson<{ order_id?: unknown }>(req);
  if (typeof order_id !== 'string' || !UUID.test(order_id)) return errorJson(400, 'BAD_REQUEST', 'order_id is required');
  const db = adminClient();
  const { data: order, error } = await db.from('orders').select('*').eq('id', order_id).maybeSingle();
  if (error) throw error;
  if (!order) return errorJson(404, 'NOT_FOUND', 'Order not found');
  if (order.status !== 'shipped') return errorJson(409, 'NOT_SHIPPED', 'The order is not marked as shipped');
  const to = (order.shipping_email ?? order.guest_email) as string | null;
  if (!to) return errorJson(422, 'NO_EMAIL', 'The order has no e-mail address');
  const { data: items, error: itemsError } = await db.from('order_items').select('product_name, quantity').eq('order_id', order_id);
  if (itemsError) throw itemsError;
  const result = await sendMail(to, orderShippedMail(order as ShippedOrder, items ?? []));
  return json({ sent: true, message_id: result.messageId });
});

Deno.serve(handler);
