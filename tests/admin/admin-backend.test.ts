// Administration against the real local stack: the CSV export (admins only, BOM, accents, formula cells),
// the admin and staff RPCs, the shipped mail, the public iCal feed, and what customers and visitors can read.
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, anonKey, newUserClient, serviceClient, stackUrl, type SignedIn } from '../helpers/clients.ts';
import { card, pay } from '../helpers/payments.ts';
import { romeDay } from '../rules/helpers.ts';

const FORMAGGI = '20000000-0000-4000-8000-000000000001';
// A product with a name in each language: an order placed in English used to keep the English one for every reader.
const SAUSAGE = { id: '', it: '', en: '' };
const ROOM = { id: '10000000-0000-4000-8000-000000000001', slug: 'lavanda-deluxe' };

async function signedIn(email: string, password: string): Promise<SupabaseClient> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

const callFunction = (name: string, token: string | null, init: RequestInit = {}, query = '') =>
  fetch(`${stackUrl()}/functions/v1/${name}${query}`, {
    ...init,
    headers: { apikey: anonKey(), Authorization: `Bearer ${token ?? anonKey()}`, 'Content-Type': 'application/json', ...init.headers },
  });

const token = async (c: SupabaseClient) => (await c.auth.getSession()).data.session!.access_token;

let admin: SupabaseClient;
let staff: SupabaseClient;
let customer: SignedIn;
let productId: string;
let orderId: string;
let orderNumber: string;

beforeAll(async () => {
  admin = await signedIn('admin@tenuta.local', 'admin123!');
  staff = await signedIn('staff@tenuta.local', 'staff123!');
  customer = await newUserClient({ first_name: 'Nicolò', last_name: 'Pirisì', data_processing_consent: true }, 'buyer');
  const slug = `cmd-${crypto.randomUUID().slice(0, 8)}`;
  const { data: product, error } = await admin
    .from('products')
    .insert({ category_id: FORMAGGI, slug, sku: `CMD-${slug}`, name_it: '=cmd()', name_en: '=cmd()', price: 9.9, stock_quantity: 10, status: 'active' })
    .select('id')
    .single();
  if (error) throw error;
  productId = product.id;
  const tag = crypto.randomUUID().slice(0, 6);
  Object.assign(SAUSAGE, { it: `Salsiccia sarda piccante ${tag}`, en: `Spicy Sardinian sausage ${tag}` });
  const sausage = await admin
    .from('products')
    .insert({ category_id: FORMAGGI, slug: `sal-${tag}`, sku: `SAL-${tag}`, name_it: SAUSAGE.it, name_en: SAUSAGE.en, price: 8.5, stock_quantity: 10, status: 'active' })
    .select('id')
    .single();
  if (sausage.error) throw sausage.error;
  SAUSAGE.id = sausage.data.id;
  const placed = await pay<{ order: { order_id: string; order_number: string } }>(customer.client, 'order', {
    items: [{ product_id: productId, quantity: 3 }],
    shipping: { first_name: 'Nicolò', last_name: 'Pirisì', address_line1: 'Via Sàssari 1', city: 'Olbia', postal_code: '07026', province: 'SS', email: customer.email },
    language: 'it',
    client_request_id: crypto.randomUUID(),
    card: card(),
  });
  if (!placed.data) throw new Error(JSON.stringify(placed.error));
  const order = placed.data.order;
  orderId = order.order_id;
  orderNumber = order.order_number;
});

/** One sausage bought by a customer browsing in English. */
async function placeInEnglish() {
  const placed = await pay<{ order: { order_id: string; order_number: string } }>(customer.client, 'order', {
    items: [{ product_id: SAUSAGE.id, quantity: 1 }],
    shipping: { first_name: 'Mary', last_name: 'Smith', address_line1: 'Via Roma 1', city: 'Olbia', postal_code: '07026', province: 'SS', email: customer.email },
    language: 'en',
    client_request_id: crypto.randomUUID(),
    card: card(),
  });
  if (!placed.data) throw new Error(JSON.stringify(placed.error));
  return placed.data.order;
}

describe('export-orders', () => {
  it('refuses visitors and customers', async () => {
    expect((await callFunction('export-orders', null, { method: 'POST', body: '{}' })).status).toBe(401);
    const res = await callFunction('export-orders', await token(customer.client), { method: 'POST', body: '{}' });
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain(orderNumber);
  });

  it('gives admins one row per item, with a BOM, accents intact and formula cells neutralised', async () => {
    // The export takes its days in Rome time: after 23:00 UTC (22:00 in summer) the UTC date is yesterday there.
    const today = romeDay(0);
    const res = await callFunction('export-orders', await token(admin), { method: 'POST', body: JSON.stringify({ from: today, to: today }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    // The Italian format by default: semicolons and decimal commas, which Italian spreadsheet programs read.
    expect(text.startsWith('\uFEFFNumero ordine;Data;')).toBe(true);
    const { data } = Papa.parse<Record<string, string>>(text.slice(1), { header: true, delimiter: ';', skipEmptyLines: true });
    const row = data.find((r) => r["Numero ordine"] === orderNumber);
    expect(row).toBeDefined();
    expect(row!['Cliente']).toBe('Nicolò Pirisì');
    expect(row!['Indirizzo di spedizione']).toContain('Via Sàssari 1');
    expect(row!['Prodotto']).toBe("'=cmd()");
    expect(row!['Quantità']).toBe('3');
    expect(row!['Data']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(row!['Prezzo unitario']).toBe('9,90');
    expect(row!['Totale riga']).toBe('29,70');
    expect(row!['Stato ordine']).toBe('In lavorazione');
    expect(row!['Lingua del cliente']).toBe('italiano');
  });

  it('is written in the exporting admin language with the product names of that language, whatever the buyer spoke', async () => {
    const { order_number: number } = await placeInEnglish();
    // The export takes its days in Rome time: after 23:00 UTC (22:00 in summer) the UTC date is yesterday there.
    const today = romeDay(0);
    const csv = async (body: Record<string, string>, delimiter: string) => {
      const res = await callFunction('export-orders', await token(admin), { method: 'POST', body: JSON.stringify({ from: today, to: today, ...body }) });
      expect(res.status).toBe(200);
      const { data } = Papa.parse<Record<string, string>>((await res.text()).replace(/^\uFEFF/, ''), { header: true, delimiter, skipEmptyLines: true });
      return data;
    };
    const italian = (await csv({ lang: 'it' }, ';')).find((r) => r['Numero ordine'] === number)!;
    expect(italian['Prodotto']).toBe(SAUSAGE.it);
    expect(italian['Lingua del cliente']).toBe('inglese');
    expect(italian['Stato pagamento']).toBe('Pagato');
    const inEnglish = (await csv({ lang: 'en' }, ',')).find((r) => r['Order number'] === number)!;
    expect(inEnglish['Product']).toBe(SAUSAGE.en);
    expect(inEnglish["Customer's language"]).toBe('English');
    expect(inEnglish['Unit price']).toMatch(/^\d+\.\d{2}$/);
    // Either admin may choose the other format.
    const chosen = (await csv({ lang: 'it', format: 'intl' }, ',')).find((r) => r['Numero ordine'] === number)!;
    expect(chosen['Prezzo unitario']).toMatch(/^\d+\.\d{2}$/);
    expect((await callFunction('export-orders', await token(admin), { method: 'POST', body: '{"format":"excel"}' })).status).toBe(400);
  });

  it('words statuses and methods as the site does (the function keeps its own copy of the labels)', async () => {
    const { LABELS } = await import('../../supabase/functions/export-orders/csv-labels.ts');
    for (const lang of ['it', 'en'] as const) {
      const enums = JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/enums.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
      for (const kind of ['orderStatus', 'paymentStatus', 'paymentMethod'] as const) expect(LABELS[lang][kind], `${lang} ${kind}`).toEqual(enums[kind]);
    }
  });

  it('filters by date range', async () => {
    const res = await callFunction('export-orders', await token(admin), { method: 'POST', body: JSON.stringify({ from: '2001-01-01', to: '2001-01-31' }) });
    const text = await res.text();
    expect(text.trim().split('\n')).toHaveLength(1);
    expect((await callFunction('export-orders', await token(admin), { method: 'POST', body: '{"from":"yesterday"}' })).status).toBe(400);
  });

  it('refuses a day the calendar lacks, naming its field, rather than rolling it over', async () => {
    for (const [body, field] of [[{ from: '2026-02-30' }, 'from'], [{ from: '2026-02-01', to: '2026-02-30' }, 'to'], [{ to: '2026-13-01' }, 'to']] as const) {
      const res = await callFunction('export-orders', await token(admin), { method: 'POST', body: JSON.stringify(body) });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { field: string }).field, JSON.stringify(body)).toBe(field);
    }
  });

  it('takes the days in Rome time with each date\'s own offset, summer time included', async () => {
    // Half an hour after and before midnight in Rome: CEST (+02:00) in July, CET (+01:00) in January.
    const placedAt = {
      julyFirstLate: '2002-07-01T21:30:00Z', // 1 July 23:30 in Rome
      julySecondEarly: '2002-07-01T22:30:00Z', // 2 July 00:30
      julySecondLate: '2002-07-02T21:30:00Z', // 2 July 23:30
      julyThirdEarly: '2002-07-02T22:30:00Z', // 3 July 00:30
      janFifteenthEarly: '2002-01-14T23:30:00Z', // 15 January 00:30
      janSixteenthEarly: '2002-01-15T23:30:00Z', // 16 January 00:30
    };
    const numbers: Record<string, string> = {};
    for (const [name, at] of Object.entries(placedAt)) {
      const placed = await pay<{ order: { order_id: string; order_number: string } }>(customer.client, 'order', {
        items: [{ product_id: productId, quantity: 1 }],
        shipping: { first_name: 'Ora', last_name: 'Legale', address_line1: 'Via Roma 1', city: 'Olbia', postal_code: '07026', province: 'SS', email: customer.email },
        language: 'it',
        client_request_id: crypto.randomUUID(),
        card: card(),
      });
      if (!placed.data) throw new Error(JSON.stringify(placed.error));
      const data = placed.data.order;
      const moved = await serviceClient().from('orders').update({ created_at: at }).eq('id', data.order_id);
      if (moved.error) throw moved.error;
      numbers[name] = data.order_number;
    }
    const exported = async (from: string, to: string) => {
      const res = await callFunction('export-orders', await token(admin), { method: 'POST', body: JSON.stringify({ from, to }) });
      expect(res.status).toBe(200);
      const text = (await res.text()).replace(/^\uFEFF/, '');
      const { data } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
      return Object.entries(numbers).filter(([, n]) => data.some((r) => r['Numero ordine'] === n)).map(([k]) => k).sort();
    };
    expect(await exported('2002-07-02', '2002-07-02')).toEqual(['julySecondEarly', 'julySecondLate']);
    expect(await exported('2002-01-15', '2002-01-15')).toEqual(['janFifteenthEarly']);
    expect(await exported('2002-07-01', '2002-07-01')).toEqual(['julyFirstLate']);
  });
});

describe('order lines', () => {
  it('name their product in both languages for the customer and the admin, and keep the names once the product is gone', async () => {
    const { order_id: id } = await placeInEnglish();
    const expected = { product_id: SAUSAGE.id, product_name: SAUSAGE.en, product_name_it: SAUSAGE.it, product_name_en: SAUSAGE.en };
    for (const reader of [admin, customer.client]) {
      const { data, error } = await reader.from('order_items').select('product_id, product_name, product_name_it, product_name_en').eq('order_id', id);
      expect(error).toBeNull();
      expect(data).toEqual([expected]);
    }
    // Renamed later: the order keeps what was sold (its names are part of the record, like its price).
    await admin.from('products').update({ name_it: `${SAUSAGE.it} (nuova ricetta)` }).eq('id', SAUSAGE.id);
    const { data: after } = await admin.from('order_items').select('product_name_it').eq('order_id', id).single();
    expect(after!.product_name_it).toBe(SAUSAGE.it);
    await admin.from('products').update({ name_it: SAUSAGE.it }).eq('id', SAUSAGE.id);
  });
});

describe('product facts', () => {
  it('are written by admins in both languages and read by the shop; the database refuses a milk outside its list', async () => {
    const facts = { taste_en: 'Sweet and smoky', taste_it: 'Dolce e affumicato', milk_animal: 'capra', milk_treatment: 'raw', allergens: ['latte', 'milk'], storage_temperature: '0 / +4 °C', ingredients_en: 'Raw goat milk, salt' };
    const saved = await admin.from('products').update(facts).eq('id', productId).select('slug').single();
    expect(saved.error).toBeNull();
    const { data } = await anonClient().rpc('get_product_by_slug', { product_slug: saved.data!.slug, lang: 'en' });
    expect([data].flat()[0]).toMatchObject({ taste: 'Sweet and smoky', milk_animal: 'capra', milk_treatment: 'raw', ingredients: 'Raw goat milk, salt', storage_temperature: '0 / +4 °C' });
    const camel = await admin.from('products').update({ milk_animal: 'cammello' }).eq('id', productId);
    expect(camel.error?.code).toBe('23514');
    const treatment = await admin.from('products').update({ milk_treatment: 'boiled' }).eq('id', productId);
    expect(treatment.error?.code).toBe('23514');
    // A customer's update reaches no row (RLS): the taste stays the admin's.
    await customer.client.from('products').update({ taste_en: 'Bland' }).eq('id', productId);
    const { data: after } = await admin.from('products').select('taste_en').eq('id', productId).single();
    expect(after!.taste_en).toBe('Sweet and smoky');
  });
});

describe('order status changes', () => {
  it('are refused to customers', async () => {
    const { error } = await customer.client.rpc('admin_update_order_status', { p_order_id: orderId, p_status: 'shipped' });
    expect(error?.code).toBe('42501');
  });

  it('write the shipping e-mail to the outbox when shipped, and cancelling restores stock', async () => {
    const stockBefore = (await admin.from('products').select('stock_quantity').eq('id', productId).single()).data!.stock_quantity;
    const shipped = await admin.rpc('admin_update_order_status', { p_order_id: orderId, p_status: 'shipped' });
    expect(shipped.error).toBeNull();
    const outbox = await admin.from('outbox').select('kind').eq('ref_id', orderId).eq('kind', 'order_shipped');
    expect(outbox.data).toHaveLength(1);
    const cancelled = await admin.rpc('admin_update_order_status', { p_order_id: orderId, p_status: 'cancelled' });
    expect(cancelled.error).toBeNull();
    const stockAfter = (await admin.from('products').select('stock_quantity').eq('id', productId).single()).data!.stock_quantity;
    expect(stockAfter).toBe(stockBefore + 3); // the cancelled order held 3
  });
});

describe('bookings', () => {
  let bookingId: string;
  beforeAll(async () => {
    const checkIn = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 42 * 86_400_000).toISOString().slice(0, 10);
    const booked = await pay<{ booking: { booking_id: string } }>(anonClient(), 'booking', {
      rooms: [{ room_id: ROOM.id, guests: 2 }],
      check_in: checkIn,
      check_out: checkOut,
      guest: { first_name: 'Anna', last_name: 'Secret', email: 'anna.secret@example.test', phone: '+39 333 1234567' },
      method: 'onsite',
      card: card(),
      language: 'it',
      source: 'page',
      client_request_id: crypto.randomUUID(),
    });
    if (!booked.data) throw new Error(JSON.stringify(booked.error));
    bookingId = booked.data.booking.booking_id;
  });

  it('the iCal feed shows the stay without guest data', async () => {
    const res = await fetch(`${stackUrl()}/functions/v1/room-calendar?room=${ROOM.slug}`, { headers: { apikey: anonKey(), Authorization: `Bearer ${anonKey()}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const ics = await res.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('BEGIN:VEVENT');
    // The phone's digits as a whole: a bare 333 also matches a DTSTAMP such as 20261122T113333Z.
    expect(ics).not.toMatch(/Secret|anna\.secret|333 ?1234567/);
  });

  it('only admins cancel by id, with the policy fee', async () => {
    expect((await customer.client.rpc('admin_cancel_booking', { p_booking_id: bookingId })).error?.code).toBe('42501');
    const { data, error } = await admin.rpc('admin_cancel_booking', { p_booking_id: bookingId });
    expect(error).toBeNull();
    expect(data).toMatchObject({ booking_status: 'cancelled' });
    expect(Number(data.cancellation_fee)).toBe(0); // more than 15 days ahead: free
  });
});

describe('what customers and visitors get', () => {
  it('no orders but their own, no bookings, profiles, subscriptions or leads', async () => {
    const anon = anonClient();
    for (const table of ['orders', 'order_items', 'bookings', 'profiles', 'newsletter_subscriptions', 'chatbot_lead_data', 'chatbot_conversations']) {
      const { data } = await anon.from(table).select('id');
      expect(data ?? [], table).toEqual([]);
    }
    const { data: orders } = await customer.client.from('orders').select('id, user_id');
    expect(orders!.every((o) => o.user_id === customer.user.id)).toBe(true);
    for (const table of ['bookings', 'newsletter_subscriptions', 'chatbot_lead_data', 'chatbot_conversations']) {
      const { data } = await customer.client.from(table).select('id');
      expect(data ?? [], table).toEqual([]);
    }
    const { data: profiles } = await customer.client.from('profiles').select('id');
    expect(profiles!.map((p) => p.id)).toEqual([customer.user.id]);
  });

  it('admins read everything the dashboard counts', async () => {
    for (const table of ['products', 'orders', 'profiles', 'bookings']) {
      const { count, error } = await admin.from(table).select('*', { count: 'exact', head: true });
      expect(error, table).toBeNull();
      expect(count!, table).toBeGreaterThan(0);
    }
  });
});

describe('conversations', () => {
  it('staff resolve a conversation, customers cannot', async () => {
    const session = `s-${crypto.randomUUID()}`;
    const { data: conv, error } = await serviceClient()
      .from('chatbot_conversations')
      .insert({ session_id: session, language: 'it', status: 'active' })
      .select('id')
      .single();
    if (error) throw error;
    expect((await customer.client.rpc('resolve_conversation', { p_conversation_id: conv.id })).error?.code).toBe('42501');
    expect((await staff.rpc('resolve_conversation', { p_conversation_id: conv.id })).error).toBeNull();
    const { data } = await staff.from('chatbot_conversations').select('status, ended_at').eq('id', conv.id).single();
    expect(data).toMatchObject({ status: 'resolved' });
    expect(data!.ended_at).not.toBeNull();
  });
});
