// GDPR access: everything the site holds about the caller, as one JSON document. Reads go through the caller's
// own client, so row-level security limits them to the caller's rows.
import { callerClient, callerUser } from '../_shared/clients.ts';
import { endpoint } from '../_shared/endpoint.ts';
import { errorJson, json } from '../_shared/json.ts';

const handler = endpoint('export-my-data', ['POST', 'GET'], async (req) => {
  const user = await callerUser(req);
  if (!user) return errorJson(401, 'UNAUTHORIZED', 'Sign in first');
  const db = callerClient(req);
  const read = async (table: string, column: string, select = '*') => {
    const { data, error } = await db.from(table).select(select).eq(column, user.id);
    if (error) throw error;
    return data ?? [];
  };
  // supabase-js cannot type a select on a table named at run time: say what an order row has here.
  const orders = (await read('orders', 'user_id')) as unknown as Array<{ id: string } & Record<string, unknown>>;
  const orderIds = orders.map((o) => o.id);
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
    orders: orders.map((o) => ({ ...o, items: (items ?? []).filter((i: { order_id: string }) => i.order_id === o.id) })),
    bookings: await read('bookings', 'user_id'),
  };
  return json(document, 200, { 'Content-Disposition': 'attachment; filename="my-data.json"' });
});

Deno.serve(handler);
