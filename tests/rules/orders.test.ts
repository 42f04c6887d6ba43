// Order rules enforced by the database, reached as the browser reaches them (the payments function with an
// approved test card): server prices, atomic stock, idempotency, cross-user access, roles.
import crypto from 'node:crypto';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeClient } from '../rls/actors.ts';
import { card, pay, requestId } from '../helpers/payments.ts';
import { SHIPPING, signedUpClient } from './helpers.ts';

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
});
afterAll(async () => db?.end());

const PRIMO_FIORE = '30000000-0000-4000-8000-000000000002'; // 14.50, VAT 4%
const SALSICCIA = '30000000-0000-4000-8000-000000000012'; // 12.90, VAT 10%

async function productWithStock(stock: number, price = 9.9): Promise<{ id: string; name: string }> {
  const id = crypto.randomUUID();
  const name = `Formaggio ${id.slice(0, 6)}`;
  await db.query(
    `insert into public.products (id, category_id, slug, sku, price, name_it, stock_quantity)
     values ($1, '20000000-0000-4000-8000-000000000001', $2, $3, $4, $5, $6)`,
    [id, `t-${id.slice(0, 8)}`, `T-${id}`, price, name, stock],
  );
  return { id, name };
}

const orderBody = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  client_request_id: requestId(), items, shipping: SHIPPING, billing: null, guest_email: 'guest@example.test', language: 'it',
  card: card(), ...extra,
});

/** Pays for an order; answers like an RPC did: the order as data, or the refusal with its HTTP status. */
async function placeOrder(client: SupabaseClient, items: unknown[], extra: Record<string, unknown> = {}) {
  const res = await pay<{ order: Record<string, unknown> & { order_id: string; order_number: string } }>(client, 'order', orderBody(items, extra));
  return { data: res.data?.order ?? null, error: res.error, status: res.status } as const;
}

describe('placing orders', () => {
  it('sells exactly 10 units to 50 simultaneous buyers of a product with 10 in stock', async () => {
    const p = await productWithStock(10);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => placeOrder(makeClient(), [{ product_id: p.id, quantity: 1 }])),
    );
    expect(results.filter((r) => !r.error)).toHaveLength(10);
    for (const r of results.filter((x) => x.error)) {
      expect(r.status).toBeLessThan(500);
      expect(r.error).toMatchObject({ code: 'P0001', message: `OUT_OF_STOCK:${p.name}` });
    }
    const stock = await db.query('select stock_quantity from public.products where id = $1', [p.id]);
    expect(stock.rows[0].stock_quantity).toBe(0);
    const sold = await db.query('select coalesce(sum(quantity), 0)::int as n from public.order_items where product_id = $1', [p.id]);
    expect(sold.rows[0].n).toBe(10);
  }, 60_000);

  it('charges the database prices whatever the client sends, VAT included, shipping below the threshold', async () => {
    const { data, error } = await placeOrder(makeClient(), [
      { product_id: PRIMO_FIORE, quantity: 1, price: 0.01, unit_price: 0.01, total: 0.01 },
      { product_id: SALSICCIA, quantity: 2, price: 0.01 },
    ]);
    expect(error).toBeNull();
    // 14.50 + 2 × 12.90 = 40.30 < 50: shipping 7.90. VAT shares: 14.50·4/104 = 0.56, 25.80·10/110 = 2.35.
    expect(data).toMatchObject({ subtotal: 40.3, shipping_amount: 7.9, total_amount: 48.2, tax_amount: 2.91 });
    expect(data!.order_number).toMatch(/^TS-\d{4}-\d{6}$/);
    const { rows } = await db.query('select product_id, unit_price::float, total_price::float from public.order_items where order_id = $1 order by unit_price', [data!.order_id]);
    expect(rows).toEqual([
      { product_id: SALSICCIA, unit_price: 12.9, total_price: 25.8 },
      { product_id: PRIMO_FIORE, unit_price: 14.5, total_price: 14.5 },
    ]);
  });

  it('ships free at or above 50 euro, and writes nothing when one line is out of stock', async () => {
    const free = await placeOrder(makeClient(), [{ product_id: SALSICCIA, quantity: 4 }]);
    expect(free.data).toMatchObject({ subtotal: 51.6, shipping_amount: 0, total_amount: 51.6 });
    const scarce = await productWithStock(1);
    const before = await db.query('select stock_quantity from public.products where id = $1', [SALSICCIA]);
    const failed = await placeOrder(makeClient(), [{ product_id: SALSICCIA, quantity: 1 }, { product_id: scarce.id, quantity: 2 }]);
    expect(failed.error).toMatchObject({ message: `OUT_OF_STOCK:${scarce.name}` });
    const after = await db.query('select stock_quantity from public.products where id = $1', [SALSICCIA]);
    expect(after.rows[0].stock_quantity).toBe(before.rows[0].stock_quantity);
  });

  it('places one order for a double submit with the same request id, and needs a guest e-mail', async () => {
    const id = crypto.randomUUID();
    const client = makeClient();
    const a = await placeOrder(client, [{ product_id: PRIMO_FIORE, quantity: 1 }], { client_request_id: id });
    const b = await placeOrder(client, [{ product_id: PRIMO_FIORE, quantity: 1 }], { client_request_id: id });
    expect(a.data!.order_number).toBe(b.data!.order_number);
    const { rows } = await db.query('select count(*)::int as n from public.orders where client_request_id = $1', [id]);
    expect(rows[0].n).toBe(1);
    const noEmail = await placeOrder(makeClient(), [{ product_id: PRIMO_FIORE, quantity: 1 }], { guest_email: 'nope' });
    expect(noEmail.error).toMatchObject({ message: 'INVALID_EMAIL' });
  });
});

describe('other users and roles', () => {
  it("cannot read, update or delete another user's order, cart row or profile by id", async () => {
    const owner = await signedUpClient('owner');
    const intruder = await signedUpClient('intruder');
    const placed = await placeOrder(owner.client, [{ product_id: PRIMO_FIORE, quantity: 1 }], { guest_email: null });
    expect(placed.error).toBeNull();
    const orderId = placed.data!.order_id;
    expect((await owner.client.from('orders').select('id, user_id').eq('id', orderId)).data).toEqual([{ id: orderId, user_id: owner.id }]);
    const cart = await owner.client.from('cart_items').insert({ user_id: owner.id, product_id: PRIMO_FIORE, quantity: 1 }).select('id').single();
    expect(cart.error).toBeNull();

    expect((await intruder.client.from('orders').select('id').eq('id', orderId)).data).toEqual([]);
    expect((await intruder.client.from('order_items').select('id').eq('order_id', orderId)).data).toEqual([]);
    expect((await intruder.client.from('cart_items').select('id').eq('id', cart.data!.id)).data).toEqual([]);
    expect((await intruder.client.from('profiles').select('id').eq('id', owner.id)).data).toEqual([]);
    await intruder.client.from('orders').update({ status: 'cancelled' }).eq('id', orderId);
    await intruder.client.from('orders').delete().eq('id', orderId);
    await intruder.client.from('cart_items').update({ quantity: 99 }).eq('id', cart.data!.id);
    await intruder.client.from('cart_items').delete().eq('id', cart.data!.id);
    await intruder.client.from('profiles').update({ first_name: 'Hacked' }).eq('id', owner.id);

    const order = await db.query('select status from public.orders where id = $1', [orderId]);
    expect(order.rows).toEqual([{ status: 'pending' }]);
    const cartRow = await db.query('select quantity from public.cart_items where id = $1', [cart.data!.id]);
    expect(cartRow.rows).toEqual([{ quantity: 1 }]);
    const profile = await db.query('select first_name from public.profiles where id = $1', [owner.id]);
    expect(profile.rows[0].first_name).not.toBe('Hacked');
  });

  it('does not let a customer make themself admin', async () => {
    const me = await signedUpClient('climber');
    const insert = await me.client.from('user_roles').insert({ user_id: me.id, role: 'admin' });
    expect(insert.error).not.toBeNull();
    const rpc = await me.client.rpc('admin_update_order_status', { p_order_id: crypto.randomUUID(), p_status: 'cancelled' });
    expect(rpc.error?.code).toBe('42501');
    expect((await me.client.rpc('has_role', { _user_id: me.id, _role: 'admin' })).data).toBe(false);
    const { rows } = await db.query('select count(*)::int as n from public.user_roles where user_id = $1', [me.id]);
    expect(rows[0].n).toBe(0);
  });

  it('gives the stock back when an admin cancels an order', async () => {
    const p = await productWithStock(5);
    const placed = await placeOrder(makeClient(), [{ product_id: p.id, quantity: 3 }]);
    const admin = makeClient();
    await admin.auth.signInWithPassword({ email: 'admin@tenuta.local', password: 'admin123!' });
    const res = await admin.rpc('admin_update_order_status', { p_order_id: placed.data!.order_id, p_status: 'cancelled' });
    expect(res.error).toBeNull();
    const { rows } = await db.query('select stock_quantity from public.products where id = $1', [p.id]);
    expect(rows[0].stock_quantity).toBe(5);
  });
});
