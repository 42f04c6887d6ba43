// create_booking books the quote its attempt kept (begin_booking's, payments.stay) without quoting again, and
// still refuses what can change between the two calls: nights taken or held meanwhile (the exclusion
// constraint), a closure added, an expired hold, an approval for another stay. The charged amount is the quote's.
// Called as the payments function calls them (service role's functions, here through the superuser connection).
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeClient } from '../rls/actors.ts';
import { book, bookingBody, romeDay, ROOM_NAMES, ROOMS } from '../rules/helpers.ts';

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
});
afterAll(async () => db?.end());

// Nights 9200-9299 are this file's; each test frees its own before it starts.
async function free(room: string, from: number, to: number): Promise<[string, string]> {
  const range: [string, string] = [romeDay(from), romeDay(to)];
  await db.query(
    `update public.booking_rooms set cancelled = true where room_id = $1 and daterange(check_in, check_out) && daterange($2::date, $3::date)`,
    [room, ...range]);
  await db.query(`delete from public.room_closures where room_id = $1 and daterange(first_night, last_night, '[]') && daterange($2::date, $3::date)`,
    [room, ...range]);
  return range;
}

const GUEST = { first_name: 'Chiara', last_name: 'Porcu', email: 'chiara.kept@example.test' };

async function holdStay(room: string, checkIn: string, checkOut: string): Promise<string> {
  const { rows: [r] } = await db.query<{ r: { ok: boolean; hold_id: string } }>(
    'select public.hold_stay($1::jsonb, $2::date, $3::date, $4::uuid) as r',
    [JSON.stringify([{ room_id: room, guests: 2 }]), checkIn, checkOut, crypto.randomUUID()]);
  expect(r.r.ok).toBe(true);
  return r.r.hold_id;
}

async function begin(room: string, checkIn: string, checkOut: string, method: 'card' | 'onsite', holdId: string | null = null) {
  const id = crypto.randomUUID();
  const { rows: [r] } = await db.query<{ r: { payment_id: string; amount: number } }>(
    `select public.begin_booking($1, null, $2::jsonb, $3::date, $4::date, $5::jsonb, $6, $7, 'simulated', '4242', '10.92.0.1') as r`,
    [id, JSON.stringify([{ room_id: room, guests: 2 }]), checkIn, checkOut, JSON.stringify(GUEST), holdId, method]);
  expect(r.r.payment_id).toBeTruthy();
  return { id, paymentId: r.r.payment_id, amount: Number(r.r.amount) };
}

const create = (paymentId: string, room: string, checkIn: string, checkOut: string, holdId: string | null = null) =>
  db.query<{ r: { reference: string; total_price: number } }>(
    `select public.create_booking($1, 'sim_auth_test', $2::jsonb, $3::date, $4::date, $5::jsonb, 'it', 'page', '10.92.0.1', $6) as r`,
    [paymentId, JSON.stringify([{ room_id: room, guests: 2 }]), checkIn, checkOut, JSON.stringify(GUEST), holdId]);

const bookingsOf = async (id: string) => (await db.query('select 1 from public.bookings where client_request_id = $1', [id])).rowCount;

describe('create_booking books the quote begin_booking kept', () => {
  it('refuses a stay whose nights another visitor booked between begin and create, and books nothing', async () => {
    const [checkIn, checkOut] = await free(ROOMS[2], 9200, 9203);
    const first = await begin(ROOMS[2], checkIn, checkOut, 'onsite');
    const other = await book(makeClient(), bookingBody(ROOMS[2], romeDay(9201), romeDay(9202), 'kept-other'));
    expect(other.error).toBeNull();
    await expect(create(first.paymentId, ROOMS[2], checkIn, checkOut))
      .rejects.toMatchObject({ code: '23P01', message: `ROOM_UNAVAILABLE:${ROOM_NAMES[2]}` });
    expect(await bookingsOf(first.id)).toBe(0);
  });

  it('refuses a stay whose nights another visitor held between begin and create', async () => {
    const [checkIn, checkOut] = await free(ROOMS[2], 9210, 9212);
    const first = await begin(ROOMS[2], checkIn, checkOut, 'onsite');
    await holdStay(ROOMS[2], romeDay(9211), romeDay(9212));
    await expect(create(first.paymentId, ROOMS[2], checkIn, checkOut))
      .rejects.toMatchObject({ code: '23P01', message: `ROOM_UNAVAILABLE:${ROOM_NAMES[2]}` });
    expect(await bookingsOf(first.id)).toBe(0);
  });

  it("refuses the visitor's booking once their hold has expired and the nights were held by another", async () => {
    const [checkIn, checkOut] = await free(ROOMS[2], 9220, 9222);
    const holdId = await holdStay(ROOMS[2], checkIn, checkOut);
    const first = await begin(ROOMS[2], checkIn, checkOut, 'onsite', holdId);
    await db.query(`update public.stay_holds set expires_at = now() - interval '1 second' where id = $1`, [holdId]);
    await db.query(`update public.booking_rooms set hold_expires_at = now() - interval '1 second' where hold_id = $1`, [holdId]);
    await holdStay(ROOMS[2], checkIn, checkOut);
    await expect(create(first.paymentId, ROOMS[2], checkIn, checkOut, holdId)).rejects.toMatchObject({ message: 'HOLD_EXPIRED' });
    expect(await bookingsOf(first.id)).toBe(0);
  });

  it('refuses a stay on nights the owner closed between begin and create', async () => {
    const [checkIn, checkOut] = await free(ROOMS[2], 9230, 9233);
    const first = await begin(ROOMS[2], checkIn, checkOut, 'onsite');
    await db.query(`insert into public.room_closures (room_id, first_night, last_night, note) values ($1, $2, $2, 'test-kept-quote')`,
      [ROOMS[2], romeDay(9232)]);
    await expect(create(first.paymentId, ROOMS[2], checkIn, checkOut))
      .rejects.toMatchObject({ code: '23P01', message: `ROOM_UNAVAILABLE:${ROOM_NAMES[2]}` });
    expect(await bookingsOf(first.id)).toBe(0);
  });

  it('refuses an approval for another stay than the one its attempt quoted', async () => {
    const [checkIn, checkOut] = await free(ROOMS[2], 9240, 9244);
    const first = await begin(ROOMS[2], checkIn, romeDay(9241), 'card');
    await expect(create(first.paymentId, ROOMS[2], checkIn, checkOut)).rejects.toMatchObject({ message: 'INVALID_PAYMENT' });
    await expect(create(first.paymentId, ROOMS[3], checkIn, romeDay(9241))).rejects.toMatchObject({ message: 'INVALID_PAYMENT' });
    expect(await bookingsOf(first.id)).toBe(0);
  });

  it('charges and books the amount begin_booking quoted, the booking keeping that quote', async () => {
    const [checkIn, checkOut] = await free(ROOMS[2], 9250, 9252);
    const { rows: [rule] } = await db.query<{ id: string }>(
      `insert into public.rate_rules (room_id, name, first_night, last_night, nightly_price, weekend_uplift, weekend_nights)
       values ($1, 'test-kept-quote', $2, $3, 91, 0, '{}') returning id`, [ROOMS[2], checkIn, romeDay(9251)]);
    try {
      const first = await begin(ROOMS[2], checkIn, checkOut, 'card');
      expect(first.amount).toBe(182);
      const { rows: [kept] } = await db.query<{ total: number }>(`select (stay #>> '{quote,total}')::float as total from public.payments where id = $1`,
        [first.paymentId]);
      expect(kept.total).toBe(182);
      const { rows: [booked] } = await create(first.paymentId, ROOMS[2], checkIn, checkOut);
      expect(Number(booked.r.total_price)).toBe(182);
      const { rows: [stored] } = await db.query<{ total: number; paid: number; rule: string }>(
        `select b.total_price::float as total, p.amount::float as paid, b.quote -> 'rooms' -> 0 -> 'nights' -> 0 ->> 'rule_id' as rule
         from public.bookings b join public.payments p on p.booking_id = b.id where b.client_request_id = $1`, [first.id]);
      expect(stored).toEqual({ total: 182, paid: 182, rule: rule.id });
    } finally {
      await db.query('delete from public.rate_rules where id = $1', [rule.id]);
    }
  });
});
