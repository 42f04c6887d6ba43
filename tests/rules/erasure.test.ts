// Account deletion (the delete-account function) works for a customer with orders, bookings, a cart, a wishlist,
// a newsletter subscription and a conversation: what the tax records need stays, without e-mail or phone and no
// longer linked to the account; the rest is gone; a stay not yet begun is cancelled and its room freed.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import ws from 'ws';
import { anonKey, databaseUrl, stackUrl, uniqueEmail } from '../helpers/clients.ts';
import { romeDay } from './helpers.ts';

const ROOM = '10000000-0000-4000-8000-000000000003';
const PRODUCT = '30000000-0000-4000-8000-000000000012';
let db: pg.Client;
let client: SupabaseClient;
let userId: string;
let email: string;
const session = `erase-${crypto.randomUUID()}`;
const ids: { order?: string; past?: string; future?: string; conversation?: string } = {};

// A stay on nights no other suite books (days 7200-7202 from today; the others' fixed windows end before 6800).
// It was a random day of 2033-2041, which met another suite's stay on the same room by chance.

async function insertBooking(checkIn: string, checkOut: string, nights: number): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.bookings (reference, user_id, check_in, check_out, nights, total_guests, total_price, first_name,
       last_name, email, phone, address, city, postal_code, special_requests, payment_method, payment_status, policy_version)
     values (upper(substr(md5(random()::text), 1, 10)), $1, $2, $3, $4, 2, 100, 'Grazia', 'Deledda', $5, '+39 333 0000000',
       'Via Roma 1', 'Nuoro', '08100', 'Allergia alle noci', 'onsite', 'pending', 'v1')
     returning id`,
    [userId, checkIn, checkOut, nights, email],
  );
  await db.query(
    `insert into public.booking_rooms (booking_id, room_id, guests, price_per_night, check_in, check_out) values ($1, $2, 2, 50, $3, $4)`,
    [rows[0].id, ROOM, checkIn, checkOut],
  );
  return rows[0].id;
}

beforeAll(async () => {
  db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
  client = createClient(stackUrl(), anonKey(), {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { 'x-chat-session': session } },
    realtime: { transport: ws as never },
  });
  email = uniqueEmail('erase');
  const { data, error } = await client.auth.signUp({ email, password: `pw-${crypto.randomUUID()}`, options: { data: { first_name: 'Grazia' } } });
  if (error || !data.user) throw error ?? new Error('no user');
  userId = data.user.id;

  // An order as the shop records a paid one (written directly: how it is placed is the payment flow's business).
  const order = await db.query<{ id: string }>(
    `insert into public.orders (order_number, user_id, is_guest_order, subtotal, total_amount, payment_status, card_last_4,
       shipping_first_name, shipping_last_name, shipping_email, shipping_phone, shipping_address_line1, shipping_city,
       shipping_postal_code, shipping_country, billing_first_name, billing_last_name, billing_address_line1, billing_city,
       billing_postal_code, billing_country)
     values ('ERASE-' || substr(md5(random()::text), 1, 8), $1, false, 25.80, 25.80, 'completed', '4242',
       'Grazia', 'Deledda', $2, '+39 333 0000000', 'Via Roma 1', 'Nuoro', '08100', 'Italia',
       'Grazia', 'Deledda', 'Via Roma 1', 'Nuoro', '08100', 'Italia')
     returning id`,
    [userId, email],
  );
  ids.order = order.rows[0].id;
  await db.query(
    `insert into public.order_items (order_id, product_id, product_name, quantity, unit_price, total_price, vat_rate)
     values ($1, $2, 'Salsiccia sarda', 2, 12.90, 25.80, 10)`,
    [ids.order, PRODUCT],
  );
  ids.past = await insertBooking('2024-05-01', '2024-05-03', 2);
  ids.future = await insertBooking(romeDay(7200), romeDay(7202), 2);

  expect((await client.from('cart_items').insert({ user_id: userId, product_id: PRODUCT, quantity: 1 })).error).toBeNull();
  expect((await client.from('wishlist_items').insert({ user_id: userId, product_id: PRODUCT })).error).toBeNull();
  const conv = await client.from('chatbot_conversations').insert({ session_id: session, language: 'it' }).select('id').single();
  expect(conv.error).toBeNull();
  ids.conversation = conv.data!.id;
  expect((await client.from('chatbot_messages').insert({ conversation_id: ids.conversation, role: 'user', content: 'Avete camere libere?' })).error).toBeNull();
  expect((await client.from('chatbot_lead_data').insert({ conversation_id: ids.conversation, name: 'Grazia', email, consent: true })).error).toBeNull();
  const sub = await client.rpc('subscribe_newsletter', {
    p_email: email, p_first_name: 'Grazia', p_last_name: 'Deledda', p_privacy_accepted: true, p_marketing_consent: true,
  });
  expect(sub.error).toBeNull();
});

afterAll(async () => {
  await db.end();
});

const count = async (sql: string, params: unknown[]) => Number((await db.query<{ n: string }>(`select count(*) as n from ${sql}`, params)).rows[0].n);

describe('deleting an account', () => {
  it('succeeds for a customer with orders, bookings, cart, wishlist, newsletter and a conversation', async () => {
    const { data, error } = await client.functions.invoke('delete-account', { body: {} });
    expect(error).toBeNull();
    expect(data).toEqual({ deleted: true });
    expect(await count('auth.users where id = $1', [userId])).toBe(0);
  });

  it('keeps the order for the tax records, unlinked and without e-mail or phone', async () => {
    const { rows } = await db.query('select * from public.orders where id = $1', [ids.order]);
    expect(rows[0]).toMatchObject({
      user_id: null, is_guest_order: false, total_amount: '25.80', billing_first_name: 'Grazia', billing_last_name: 'Deledda',
      billing_address_line1: 'Via Roma 1', shipping_email: null, shipping_phone: null, card_last_4: '4242',
    });
    expect(rows[0].customer_erased_at).not.toBeNull();
    expect(rows[0].order_number).toMatch(/^ERASE-/);
    expect(await count('public.order_items where order_id = $1', [ids.order])).toBe(1);
  });

  it('cancels the stay not yet begun, freeing its room, and keeps both stays without e-mail, phone or requests', async () => {
    const { rows } = await db.query('select * from public.bookings where id = any($1) order by check_in', [[ids.past, ids.future]]);
    expect(rows.map((b) => b.booking_status)).toEqual(['confirmed', 'cancelled']);
    for (const b of rows) {
      expect(b).toMatchObject({ user_id: null, phone: null, special_requests: null, first_name: 'Grazia', total_price: '100.00' });
      expect(b.email).not.toBe(email);
      expect(b.email).toMatch(/@erased\.invalid$/);
    }
    expect(rows[1].cancelled_at).not.toBeNull();
    expect(await count('public.booking_rooms where booking_id = $1 and not cancelled', [ids.future])).toBe(0);
  });

  it('deletes profile, cart, wishlist, newsletter subscription, the conversation with its messages and the lead', async () => {
    expect(await count('public.profiles where id = $1', [userId])).toBe(0);
    expect(await count('public.cart_items where user_id = $1', [userId])).toBe(0);
    expect(await count('public.wishlist_items where user_id = $1', [userId])).toBe(0);
    expect(await count('public.newsletter_subscriptions where email = $1', [email])).toBe(0);
    expect(await count('public.chatbot_conversations where session_id = $1', [session])).toBe(0);
    expect(await count('public.chatbot_messages where conversation_id = $1', [ids.conversation])).toBe(0);
    expect(await count('public.chatbot_lead_data where lower(email) = $1', [email])).toBe(0);
  });

  it("forgets the e-mails queued or sent to the address, but still tells the guest their stay was cancelled", async () => {
    const { rows } = await db.query<{ kind: string }>('select kind from public.outbox where recipient = $1 order by id', [email]);
    expect(rows.map((r) => r.kind)).toEqual(['booking_cancellation']);
  });

  it('lets no API role run the erasure functions', async () => {
    const anon = createClient(stackUrl(), anonKey(), { auth: { persistSession: false }, realtime: { transport: ws as never } });
    expect((await anon.rpc('erase_user_data', { p_user_id: crypto.randomUUID() })).error).not.toBeNull();
    expect((await anon.rpc('erase_chat_session', { p_session_id: 'someone-elses-session' })).error).not.toBeNull();
  });
});
