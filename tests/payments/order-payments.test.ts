// The shop's payment is decided on the server: the payments function charges the amount the database
// computed, and only an approved payment leaves a paid order and takes the stock.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeClient } from '../rls/actors.ts';
import { SHIPPING, signedUpClient } from '../rules/helpers.ts';
import { card, CARDS, pay, requestId } from '../helpers/payments.ts';

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
});
afterAll(async () => db?.end());

const PRIMO_FIORE = '30000000-0000-4000-8000-000000000002'; // 14.50

async function productWithStock(stock: number): Promise<string> {
  const id = crypto.randomUUID();
  await db.query(
    `insert into public.products (id, category_id, slug, sku, price, name_it, stock_quantity)
     values ($1, '20000000-0000-4000-8000-000000000001', $2, $3, 9.9, $4, $5)`,
    [id, `p-${id.slice(0, 8)}`, `P-${id}`, `Pagato ${id.slice(0, 6)}`, stock],
  );
  return id;
}

const orderBody = (id: string, number: string, items: unknown[], extra: Record<string, unknown> = {}) => ({
  client_request_id: id, language: 'it', items, shipping: SHIPPING, billing: null,
  guest_email: 'pagante@example.test', card: card(number), ...extra,
});

const stockOf = async (id: string) => (await db.query('select stock_quantity from public.products where id = $1', [id])).rows[0].stock_quantity;
const ordersFor = async (id: string) => (await db.query('select payment_status, card_last_4, total_amount::float as total from public.orders where client_request_id = $1', [id])).rows;
const attemptsFor = async (id: string) =>
  (await db.query('select outcome, error_code, provider, amount::float, card_last_4, reference is not null as has_reference from public.payments where client_request_id = $1 order by created_at', [id])).rows;

describe('paying for an order', () => {
  it('no API role may call place_order, quote_order or start_payment', async () => {
    const customer = await signedUpClient('rpc');
    for (const client of [makeClient(), customer.client]) {
      for (const [fn, args] of [
        ['place_order', { p_payment_id: crypto.randomUUID(), p_reference: 'x', p_items: [{ product_id: PRIMO_FIORE, quantity: 1 }], p_shipping: SHIPPING, p_guest_email: 'a@example.test' }],
        ['quote_order', { p_client_request_id: crypto.randomUUID(), p_items: [], p_shipping: {}, p_guest_email: null, p_user_id: null, p_language: 'it' }],
        ['start_payment', { p_kind: 'order', p_client_request_id: crypto.randomUUID(), p_user_id: null, p_method: 'card', p_purpose: 'charge', p_provider: 'x', p_amount: 0, p_card_last_4: '4242' }],
      ] as const) {
        const { error } = await client.rpc(fn, args);
        expect(error?.code, fn).toBe('42501');
      }
      // The old signature that recorded any order as paid is gone.
      const old = await client.rpc('place_order', {
        p_items: [{ product_id: PRIMO_FIORE, quantity: 1 }], p_shipping: SHIPPING, p_billing: null,
        p_payment: { method: 'card', card_last_4: '0002' }, p_guest_email: 'a@example.test', p_language: 'it', p_client_request_id: null,
      });
      expect(old.error).not.toBeNull();
    }
  });

  it('charges the approved test card the database total and records the attempt with the last four digits only', async () => {
    const id = requestId();
    const res = await pay(makeClient(), 'order', orderBody(id, CARDS.approved, [{ product_id: PRIMO_FIORE, quantity: 2, price: 0.01 }]));
    expect(res.status).toBe(200);
    // 2 × 14.50 = 29.00 < 50: shipping 7.90.
    expect(res.data).toMatchObject({ status: 'succeeded', order: { subtotal: 29, shipping_amount: 7.9, total_amount: 36.9 } });
    expect(await ordersFor(id)).toEqual([{ payment_status: 'completed', card_last_4: '4242', total: 36.9 }]);
    expect(await attemptsFor(id)).toEqual([
      { outcome: 'approved', error_code: null, provider: 'simulated', amount: 36.9, card_last_4: '4242', has_reference: true },
    ]);
    const stored = await db.query(
      `select count(*)::int as n from public.payments p where to_jsonb(p)::text like '%4242424242424242%'`,
    );
    expect(stored.rows[0].n).toBe(0);
  });

  it.each([
    ['declined', CARDS.declined, 'card_declined'],
    ['insufficient funds', CARDS.insufficientFunds, 'insufficient_funds'],
    ['expired', CARDS.expired, 'expired_card'],
  ])('leaves no order and takes no stock for the %s test card, and says why', async (_name, number, reason) => {
    const product = await productWithStock(3);
    const id = requestId();
    const res = await pay(makeClient(), 'order', orderBody(id, number, [{ product_id: product, quantity: 2 }]));
    expect(res.status).toBe(402);
    expect(res.error).toMatchObject({ code: 'PAYMENT_DECLINED', details: reason });
    expect(await ordersFor(id)).toEqual([]);
    expect(await stockOf(product)).toBe(3);
    expect(await attemptsFor(id)).toMatchObject([{ outcome: 'declined', error_code: reason, card_last_4: number.slice(-4) }]);
  });

  it('checks the number and the expiry on the server, and names a malformed card field', async () => {
    const items = [{ product_id: PRIMO_FIORE, quantity: 1 }];
    const luhn = await pay(makeClient(), 'order', orderBody(requestId(), '4242 4242 4242 4241', items));
    expect([luhn.status, luhn.error?.details]).toEqual([402, 'incorrect_number']);
    const past = await pay(makeClient(), 'order', orderBody(requestId(), CARDS.approved, items, { card: card(CARDS.approved, { expiry: '01/20' }) }));
    expect([past.status, past.error?.details]).toEqual([402, 'expired_card']);
    for (const [field, bad] of [['card.expiry', { expiry: '00/00' }], ['card.cvv', { cvv: 'abc' }], ['card.number', { number: 'abcd' }]] as const) {
      const res = await pay(makeClient(), 'order', orderBody(requestId(), CARDS.approved, items, { card: card(CARDS.approved, bad) }));
      expect([res.status, res.error?.code, res.error?.details]).toEqual([400, 'INVALID_FIELD', field]);
    }
    const none = await pay(makeClient(), 'order', orderBody(requestId(), CARDS.approved, items, { card: undefined }));
    expect([none.status, none.error?.details]).toEqual([400, 'card']);
  });

  it('lets the visitor retry a declined payment with another card without a second order', async () => {
    const id = requestId();
    const items = [{ product_id: PRIMO_FIORE, quantity: 1 }];
    const client = makeClient();
    expect((await pay(client, 'order', orderBody(id, CARDS.declined, items))).status).toBe(402);
    const retry = await pay(client, 'order', orderBody(id, CARDS.approved, items));
    expect(retry.status).toBe(200);
    const again = await pay(client, 'order', orderBody(id, CARDS.approved, items));
    expect((again.data as { order: { order_number: string } }).order.order_number).toBe(
      (retry.data as { order: { order_number: string } }).order.order_number,
    );
    expect(await ordersFor(id)).toHaveLength(1);
    expect((await attemptsFor(id)).map((a) => a.outcome)).toEqual(['declined', 'approved']);
  });

  it('charges once and places one order for a double submit', async () => {
    const id = requestId();
    const client = makeClient();
    const answers = await Promise.all([0, 1, 2].map(() => pay(client, 'order', orderBody(id, CARDS.approved, [{ product_id: PRIMO_FIORE, quantity: 1 }]))));
    const placed = answers.filter((a) => a.status === 200);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.error?.message).toBe('PAYMENT_IN_PROGRESS');
    expect(await ordersFor(id)).toHaveLength(1);
    expect((await attemptsFor(id)).filter((a) => a.outcome === 'approved')).toHaveLength(1);
  });

  it("keeps a signed-in customer's order theirs and refuses their request id to another caller", async () => {
    const me = await signedUpClient('payer');
    const id = requestId();
    const mine = await pay(me.client, 'order', orderBody(id, CARDS.approved, [{ product_id: PRIMO_FIORE, quantity: 1 }], { guest_email: null }));
    expect(mine.status).toBe(200);
    const { rows } = await db.query('select user_id from public.orders where client_request_id = $1', [id]);
    expect(rows).toEqual([{ user_id: me.id }]);
    const stranger = await pay(makeClient(), 'order', orderBody(id, CARDS.approved, [{ product_id: PRIMO_FIORE, quantity: 1 }]));
    expect([stranger.status, stranger.error?.message]).toEqual([409, 'DUPLICATE_REQUEST']);
  });

  it('lets no customer or admin mark an order paid or unpaid, nor write a payment', async () => {
    const me = await signedUpClient('tamper');
    const id = requestId();
    await pay(me.client, 'order', orderBody(id, CARDS.approved, [{ product_id: PRIMO_FIORE, quantity: 1 }], { guest_email: null }));
    const admin = makeClient();
    await admin.auth.signInWithPassword({ email: 'admin@tenuta.local', password: 'admin123!' });
    for (const client of [me.client, admin, makeClient()]) {
      await client.from('orders').update({ payment_status: 'refunded' }).eq('client_request_id', id);
      const insert = await client.from('orders').insert({
        order_number: `X-${id}`, guest_email: 'x@example.test', is_guest_order: true, subtotal: 1, total_amount: 1, payment_status: 'completed',
      });
      expect(insert.error).not.toBeNull();
      const payment = await client.from('payments').insert({
        kind: 'order', client_request_id: crypto.randomUUID(), method: 'card', purpose: 'charge', provider: 'x', amount: 1,
      });
      expect(payment.error).not.toBeNull();
    }
    expect((await ordersFor(id)).map((o) => o.payment_status)).toEqual(['completed']);
  });
});
