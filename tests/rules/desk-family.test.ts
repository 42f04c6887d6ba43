// A family at the owner's desk, against the real stack: children with their ages, a cot and an extra bed in one
// room, priced by admin_create_booking exactly as quote_stay prices them (cots, extra beds, the tourist tax with its
// exemption by age); a party the room cannot take is refused with a 400 naming the field (quote_stay's `field`
// in the error's details), never a 500, and nothing is written. Nights no other suite uses (days 6700-6760
// from today); Elicrisio Standard's settings and the tourist tax are set here and restored after.
import crypto from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { card, pay } from '../helpers/payments.ts';
import { adminClient, romeDay, ROOMS } from './helpers.ts';

const ELICRISIO = ROOMS[2];
const day = (n: number) => romeDay(6700 + n);
const SETTINGS = 'max_guests, max_cots, cot_fee, max_extra_beds, extra_bed_fee, price_per_night';
// Two adults, a child of 5 and a baby of 1 in the cot; the extra bed makes a third place for the child of 5.
const FAMILY = { room_id: ELICRISIO, guests: 4, child_ages: [5, 1], cots: 1, extra_beds: 1 };

let db: pg.Client;
let admin: SupabaseClient;
let saved: { room: Record<string, unknown>; tax: unknown };

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
  admin = await adminClient();
  saved = {
    room: (await db.query(`select ${SETTINGS} from public.rooms where id = $1`, [ELICRISIO])).rows[0],
    tax: (await db.query(`select value from public.settings where key = 'tourist_tax'`)).rows[0]?.value ?? null,
  };
  await db.query(`update public.rooms set max_guests = 2, max_cots = 1, cot_fee = 5, max_extra_beds = 1, extra_bed_fee = 20,
    price_per_night = 50 where id = $1`, [ELICRISIO]);
  await db.query(`update public.settings set value = '{"enabled": true, "per_person_night": 2, "exempt_under_age": 14, "max_nights": 7}'
    where key = 'tourist_tax'`);
});

afterAll(async () => {
  if (saved) {
    const r = saved.room;
    await db.query(`update public.rooms set max_guests = $2, max_cots = $3, cot_fee = $4, max_extra_beds = $5, extra_bed_fee = $6,
      price_per_night = $7 where id = $1`, [ELICRISIO, r.max_guests, r.max_cots, r.cot_fee, r.max_extra_beds, r.extra_bed_fee, r.price_per_night]);
    if (saved.tax !== null) await db.query(`update public.settings set value = $1 where key = 'tourist_tax'`, [JSON.stringify(saved.tax)]);
  }
  await db?.end();
});

const guest = (tag: string) => ({ first_name: 'Famiglia', last_name: tag, email: `${tag}@example.test` });
const written = async (from: string, tag: string) => (await db.query(
  `select (select count(*)::int from public.booking_rooms where room_id = $1 and check_in = $2) as rooms,
          (select count(*)::int from public.bookings where last_name = $3) as bookings`, [ELICRISIO, from, tag])).rows[0];

describe('a family booked at the desk', () => {
  it('prices a child of 5, a baby in a cot and an extra bed as quote_stay does, the tax exempting both children', async () => {
    const tag = `desk-family-${crypto.randomUUID().slice(0, 8)}`;
    const { data: quote } = await admin.rpc('quote_stay', { p_rooms: [FAMILY], p_check_in: day(0), p_check_out: day(2) });
    // 2 nights × 50 € + the cot 2 × 5 € + the extra bed 2 × 20 €; the tax: 2 adults × 2 € × 2 nights (under 14 exempt).
    expect(quote).toMatchObject({ ok: true, total: 150, extras_total: 50, tourist_tax: { taxable_guests: 2, amount: 8 } });
    const { data, error, status } = await admin.rpc('admin_create_booking', {
      p_rooms: [FAMILY], p_check_in: day(0), p_check_out: day(2), p_guest: guest(tag), p_source: 'walk_in',
    });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(Number(data.total_price)).toBe(Number(quote.total));
    const { rows } = await db.query(`select total_price::float as total, total_guests, tourist_tax::float as tax, quote -> 'rooms' -> 0 as room,
        quote -> 'tourist_tax' as quote_tax from public.bookings where id = $1`, [data.booking_id]);
    expect(rows[0]).toMatchObject({ total: 150, total_guests: 4, tax: 8, quote_tax: quote.tourist_tax });
    expect(rows[0].room).toMatchObject({ guests: 4, children: 2, child_ages: [5, 1], cots: 1, extra_beds: 1, total: 150 });
  });

  it('passes the party through the payments function when the owner takes a guarantee card', async () => {
    const tag = `desk-family-card-${crypto.randomUUID().slice(0, 8)}`;
    const res = await pay<{ booking: { booking_id: string; total_price: number } }>(admin, 'desk', {
      client_request_id: crypto.randomUUID(), rooms: [FAMILY], check_in: day(10), check_out: day(12), guest: guest(tag),
      source: 'phone', language: 'en', card: card(),
    });
    expect(res.status).toBe(200);
    const { rows } = await db.query(`select total_price::float as total, tourist_tax::float as tax, quote -> 'rooms' -> 0 as room
      from public.bookings where id = $1`, [res.data!.booking.booking_id]);
    expect(rows[0]).toMatchObject({ total: 150, tax: 8, room: { cots: 1, extra_beds: 1, child_ages: [5, 1] } });
  });

  it.each([
    ['more cots than the room allows', { ...FAMILY, guests: 4, child_ages: [1, 0], cots: 2, extra_beds: 0 }, 'OVER_CAPACITY', 'cots'],
    ['more extra beds than the room allows', { ...FAMILY, extra_beds: 2 }, 'OVER_CAPACITY', 'extra_beds'],
    ['more guests than beds, cots and extra beds', { ...FAMILY, guests: 5, child_ages: [5, 1, 7] }, 'OVER_CAPACITY', 'guests'],
    ['a cot with no child under 3', { ...FAMILY, guests: 3, child_ages: [5], cots: 1, extra_beds: 0 }, 'INVALID_GUESTS', 'cots'],
    ['a child of 18', { ...FAMILY, child_ages: [18, 1] }, 'INVALID_GUESTS', 'child_ages'],
    ['no adult left', { ...FAMILY, guests: 2, child_ages: [5, 1], extra_beds: 0 }, 'INVALID_GUESTS', 'child_ages'],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_, room, reason, field) => {
    const tag = `desk-family-no-${crypto.randomUUID().slice(0, 8)}`;
    const { error, status } = await admin.rpc('admin_create_booking', {
      p_rooms: [room], p_check_in: day(20), p_check_out: day(22), p_guest: guest(tag), p_source: 'phone',
    });
    expect(status).toBe(400);
    expect(error?.code).toBe('P0001');
    expect(error?.message).toBe('INVALID_GUESTS:Elicrisio Standard');
    expect(JSON.parse(error?.details ?? '{}')).toMatchObject({ ok: false, reason, field, room: 'Elicrisio Standard' });
    expect(await written(day(20), tag)).toEqual({ rooms: 0, bookings: 0 });
  });

  it('refuses a cot count out of range at the payments function, naming the room line, before any card check', async () => {
    const tag = `desk-family-fn-${crypto.randomUUID().slice(0, 8)}`;
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    const res = await pay(admin, 'desk', {
      client_request_id: ids[0], rooms: [{ ...FAMILY, cots: 5 }], check_in: day(30), check_out: day(32), guest: guest(tag),
      source: 'phone', language: 'it', card: card(),
    });
    expect(res.status).toBe(400);
    expect(res.error?.details).toBe('rooms[0].cots');
    const over = await pay(admin, 'desk', {
      client_request_id: ids[1], rooms: [{ ...FAMILY, cots: 2, child_ages: [1, 0] }], check_in: day(30), check_out: day(32),
      guest: guest(tag), source: 'phone', language: 'it', card: card(),
    });
    expect(over.status).toBe(400);
    expect(JSON.parse(String(over.error?.details))).toMatchObject({ reason: 'OVER_CAPACITY', field: 'cots' });
    expect(await written(day(30), tag)).toEqual({ rooms: 0, bookings: 0 });
    const { rows } = await db.query(`select count(*)::int as n from public.payments where client_request_id = any($1)`, [ids]);
    expect(rows[0].n).toBe(0);
  });
});
