// GDPR access: everything the site holds about the caller, as one JSON document. Reads go through the caller's
// own client, so row-level security limits them to the caller's rows.
import { callerClient, callerUser } from '../_shared/clients.ts';
import { preflight } from '../_shared/cors.ts';
import { errorJson, json } from '../_shared/json.ts';

export async function handler(req: Request): Promise<Response> {
  const pre = preflight(req);
  if (pre) return pre;
  if (req.method !== 'POST' && req.method !== 'GET') return errorJson(405, 'METHOD_NOT_ALLOWED', 'Use POST');
  try {
    const user = await callerUser(req);
    if (!user) return errorJson(401, 'UNAUTHORIZED', 'Sign in first');
    const db = callerClient(req);
    const read = async (table: string, column: string, select = '*') => {
      const { data, error } = await db.from(table).select(select).eq(column, user.id);
      if (error) throw error;
      return data ?? [];
    };
    const orders = await read('orders', 'user_id');
    const orderIds = (orders as Array<{ id: string }>).map((o) => o.id);
    const { data: items, error } = orderIds.length
      ? await db.from('order_items').select('*').in('order_id', orderIds)
      : { data: [], error: null };
    if (error) throw error;
    const document = {
      exported_at: new Date().toISOString(),
      account: { id: user.id, email: user.email },
      profile: (await read('profiles', 'id'))[0] ?? null,
      cart_items: await read('cart_items', 'user_id'),
      wishlist_items: await read('wishlist_items', 'user_id'),
      orders: (orders as Array<{ id: string }>).map((o) => ({ ...o, items: (items ?? []).filter((i: { order_id: string }) => i.order_id === o.id) })),
      bookings: await read('bookings', 'user_id'),
    };
    return json(document, 200, { 'Content-Disposition': 'attachment; filename="my-data.json"' });
  } catch (e) {
    console.error('export-my-data failed', e);
    return errorJson(500, 'INTERNAL', 'Unexpected error');
  }
}

export default { fetch: handler };

if (import.meta.main) Deno.serve(handler);
