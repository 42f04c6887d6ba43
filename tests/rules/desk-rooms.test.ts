// The owner at the desk against the real stack: room settings only an admin changes, each value checked with a
// refusal naming the field; desk bookings of several rooms in one booking, all or nothing; a desk guarantee card
// checked by the payments function (as a guest's guarantee), only for an admin, only its last four digits kept.
// Nights far away that no other suite touches (days 6500-6600 from today), rooms Lavanda and Orchidea.
import crypto from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, newUserClient } from '../helpers/clients.ts';
import { CARDS, card, pay } from '../helpers/payments.ts';
import { adminClient, romeDay, ROOMS } from './helpers.ts';

const [LAVANDA, ORCHIDEA] = ROOMS;
const day = (n: number) => romeDay(6500 + n);
const SETTINGS = 'max_guests, max_cots, cot_fee, max_extra_beds, extra_bed_fee';

let db: pg.Client;
let admin: SupabaseClient;
let customer: SupabaseClient;
let before: Record<string, unknown>[];

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
  admin = await adminClient();
  customer = (await newUserClient({}, 'desk-rooms')).client;
  before = (await db.query(`select id, ${SETTINGS} from public.rooms where id = any($1)`, [[LAVANDA, ORCHIDEA]])).rows;
});
afterAll(async () => {
  for (const r of before ?? []) {
    await db.query(`update public.rooms set max_guests = $2, max_cots = $3, cot_fee = $4, max_extra_beds = $5, extra_bed_fee = $6 where id = $1`,
      [r.id, r.max_guests, r.max_cots, r.cot_fee, r.max_extra_beds, r.extra_bed_fee]);
  }
  await db?.end();
});

const settingsOf = async (id: string) => (await db.query(`select ${SETTINGS} from public.rooms where id = $1`, [id])).rows[0];

describe('admin_save_room_settings', () => {
  it('lets an admin set capacity, cots, extra beds and their fees, and the quote prices them at once', async () => {
    const { data, error } = await admin.rpc('admin_save_room_settings', {
      p_room_id: LAVANDA, p_settings: { max_guests: 3, max_cots: 1, cot_fee: 7.5, max_extra_beds: 1, extra_bed_fee: 20 },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: LAVANDA, max_guests: 3, max_cots: 1, max_extra_beds: 1 });
    expect(await settingsOf(LAVANDA)).toEqual({ max_guests: 3, max_cots: 1, cot_fee: '7.50', max_extra_beds: 1, extra_bed_fee: '20.00' });
    const { data: quote } = await anonClient().rpc('quote_stay', {
      p_rooms: [{ room_id: LAVANDA, guests: 4, extra_beds: 1 }], p_check_in: day(60), p_check_out: day(61),
    });
    expect(quote).toMatchObject({ ok: true, extras_total: 20 });
    // Only the keys given change.
    expect((await admin.rpc('admin_save_room_settings', { p_room_id: LAVANDA, p_settings: { cot_fee: 0 } })).error).toBeNull();
    expect(await settingsOf(LAVANDA)).toMatchObject({ max_guests: 3, cot_fee: '0.00', extra_bed_fee: '20.00' });
  });

  it('refuses a customer, a staff-less visitor and an unknown room, writing nothing', async () => {
    const was = await settingsOf(ORCHIDEA);
    const args = { p_room_id: ORCHIDEA, p_settings: { max_cots: 2 } };
    const byCustomer = await customer.rpc('admin_save_room_settings', args);
    expect(byCustomer.error?.code).toBe('42501');
    expect(byCustomer.status).toBe(403);
    expect((await anonClient().rpc('admin_save_room_settings', args)).error).not.toBeNull();
    const unknown = await admin.rpc('admin_save_room_settings', { p_room_id: crypto.randomUUID(), p_settings: { max_cots: 1 } });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.message).toBe('UNKNOWN_ROOM');
    expect(await settingsOf(ORCHIDEA)).toEqual(was);
  });

  it.each([
    ['max_guests', 0], ['max_guests', 11], ['max_guests', 2.5], ['max_cots', 4], ['max_cots', -1], ['max_extra_beds', 9],
    ['cot_fee', -1], ['cot_fee', 1.234], ['extra_bed_fee', 1000], ['extra_bed_fee', '10'], ['max_cots', null], ['colour', 1],
  ])('refuses %s = %j with a 400 naming the field, never a 500, and writes nothing', async (field, value) => {
    const was = await settingsOf(ORCHIDEA);
    const { error, status } = await admin.rpc('admin_save_room_settings', { p_room_id: ORCHIDEA, p_settings: { max_guests: 2, [field]: value } });
    expect(status).toBe(400);
    expect(error?.message).toBe(`INVALID_ROOM_SETTING:${field}`);
    expect(await settingsOf(ORCHIDEA)).toEqual(was);
  });
});

describe('desk bookings of several rooms', () => {
  const guest = { first_name: 'Gruppo', last_name: 'Banco', email: 'gruppo.banco@example.test' };
  const rooms = [{ room_id: LAVANDA, guests: 2 }, { room_id: ORCHIDEA, guests: 2 }];
  const roomsBooked = async (from: string) =>
    (await db.query(`select count(*)::int as n from public.booking_rooms where room_id = any($1) and check_in = $2 and booking_id is not null`,
      [[LAVANDA, ORCHIDEA], from])).rows[0].n;

  it('books two rooms in one booking with one reference at the quoted total', async () => {
    const { data: quote } = await admin.rpc('quote_stay', { p_rooms: rooms, p_check_in: day(0), p_check_out: day(2) });
    const { data, error } = await admin.rpc('admin_create_booking', {
      p_rooms: rooms, p_check_in: day(0), p_check_out: day(2), p_guest: guest, p_source: 'email', p_language: 'en',
    });
    expect(error).toBeNull();
    expect(Number(data.total_price)).toBe(Number(quote.total));
    const { rows } = await db.query(`select b.reference, b.total_guests, b.card_last_4, b.source, count(br.*)::int as rooms
      from public.bookings b join public.booking_rooms br on br.booking_id = b.id where b.id = $1 group by b.id`, [data.booking_id]);
    expect(rows[0]).toEqual({ reference: data.reference, total_guests: 4, card_last_4: null, source: 'email', rooms: 2 });
  });

  it('books nothing when one of the rooms is taken, and says which', async () => {
    const one = await admin.rpc('admin_create_booking', {
      p_rooms: [{ room_id: ORCHIDEA, guests: 1 }], p_check_in: day(11), p_check_out: day(12), p_guest: guest, p_source: 'phone',
    });
    expect(one.error).toBeNull();
    const both = await admin.rpc('admin_create_booking', {
      p_rooms: rooms, p_check_in: day(10), p_check_out: day(13), p_guest: guest, p_source: 'phone',
    });
    expect(both.status).toBe(409);
    expect(both.error?.code).toBe('23P01');
    expect(both.error?.message).toBe('ROOM_UNAVAILABLE:Orchidea Deluxe');
    expect(await roomsBooked(day(10))).toBe(0);
  });

  it('takes no guarantee digits from the browser, and no payment id from anyone but the payments function', async () => {
    const legacy = await admin.rpc('admin_create_booking', {
      p_rooms: rooms, p_check_in: day(20), p_check_out: day(21), p_guest: guest, p_source: 'phone', p_card_last_4: '4242',
    });
    expect(legacy.error).not.toBeNull();
    const { rows } = await db.query(`insert into public.payments (kind, client_request_id, method, purpose, provider, amount, card_last_4)
      values ('booking', $1, 'onsite', 'guarantee', 'simulated', 0, '4242') returning id`, [crypto.randomUUID()]);
    const forged = await admin.rpc('admin_create_booking', {
      p_rooms: rooms, p_check_in: day(20), p_check_out: day(21), p_guest: guest, p_source: 'phone', p_payment_id: rows[0].id,
    });
    expect(forged.error?.code).toBe('42501');
    expect(await roomsBooked(day(20))).toBe(0);
  });
});

describe('a desk guarantee checked by the payments function', () => {
  const body = (from: number, extra: Record<string, unknown> = {}) => ({
    client_request_id: crypto.randomUUID(), rooms: [{ room_id: LAVANDA, guests: 2 }, { room_id: ORCHIDEA, guests: 1 }],
    check_in: day(from), check_out: day(from + 2), guest: { first_name: 'Carta', last_name: 'Banco', email: 'carta.banco@example.test' },
    source: 'phone', language: 'it', card: card(), ...extra,
  });

  it('books the rooms once the provider approves the card, keeping only its last four digits', async () => {
    const req = body(30);
    const res = await pay<{ booking: { booking_id: string; reference: string; payment_status: string } }>(admin, 'desk', req);
    expect(res.status).toBe(200);
    expect(res.data?.booking).toMatchObject({ payment_status: 'pending' });
    const id = res.data!.booking.booking_id;
    const { rows } = await db.query(`select b.card_last_4, b.source, b.payment_method, p.outcome, p.purpose, p.amount::float as amount,
        (select count(*)::int from public.booking_rooms br where br.booking_id = b.id) as rooms
      from public.bookings b join public.payments p on p.booking_id = b.id where b.id = $1`, [id]);
    expect(rows[0]).toEqual({ card_last_4: '4242', source: 'phone', payment_method: 'onsite', outcome: 'approved', purpose: 'guarantee', amount: 0, rooms: 2 });
    const stored = JSON.stringify((await db.query(`select to_jsonb(p) as p from public.payments p where p.booking_id = $1`, [id])).rows);
    expect(stored).not.toContain('4242424242424242');
    // A double submit answers the same booking.
    const again = await pay<{ booking: { booking_id: string } }>(admin, 'desk', req);
    expect(again.data?.booking.booking_id).toBe(id);
  });

  it('books nothing when the card is declined or mistyped', async () => {
    const declined = await pay(admin, 'desk', body(40, { card: card(CARDS.declined) }));
    expect(declined.status).toBe(402);
    expect(declined.error?.details).toBe('card_declined');
    const mistyped = await pay(admin, 'desk', body(40, { card: card('4242 4242 4242 4241') }));
    expect(mistyped.status).toBe(402);
    const badSource = await pay(admin, 'desk', body(40, { source: 'page' }));
    expect(badSource.status).toBe(400);
    expect(badSource.error?.details).toBe('source');
    const { rows } = await db.query(`select count(*)::int as n from public.booking_rooms where check_in = $1 and booking_id is not null`, [day(40)]);
    expect(rows[0].n).toBe(0);
  });

  it('is refused to a customer and to a visitor before any card is checked', async () => {
    const req = body(50);
    const byCustomer = await pay(customer, 'desk', req);
    expect(byCustomer.status).toBe(403);
    const byVisitor = await pay(anonClient(), 'desk', body(50));
    expect(byVisitor.status).toBe(401);
    const { rows } = await db.query(`select count(*)::int as n from public.payments where client_request_id = $1`, [req.client_request_id]);
    expect(rows[0].n).toBe(0);
  });
});
