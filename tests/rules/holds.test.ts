// Holds and bookings share the exclusion constraint: under 20 simultaneous holds and bookings of the same
// nights exactly one wins; an expired hold never blocks, even with no clean-up; a booking replaces its hold;
// a multi-room booking with one room taken books nothing; the price is the database's, whatever is sent.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { makeClient } from '../rls/actors.ts';
import { book, bookingBody, romeDay, ROOM_NAMES, ROOMS } from './helpers.ts';

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
});
afterAll(async () => db?.end());

interface HoldAnswer { ok: boolean; reason?: string; hold_id?: string; expires_at?: string; quote?: { total: number } }

async function hold(client: SupabaseClient, room: string | string[], from: number, to: number, key: string = crypto.randomUUID()) {
  const rooms = (Array.isArray(room) ? room : [room]).map((room_id) => ({ room_id, guests: 1 }));
  const { data, error, status } = await client.rpc('hold_stay', { p_rooms: rooms, p_check_in: romeDay(from), p_check_out: romeDay(to), p_client_key: key });
  return { data: data as HoldAnswer | null, error, status };
}

/** Frees these nights of these rooms (other suites share the database). */
async function free(rooms: string[], from: number, to: number) {
  await db.query(
    `update public.booking_rooms set cancelled = true where booking_id is not null and room_id = any($1) and daterange(check_in, check_out) && daterange($2::date, $3::date)`,
    [rooms, romeDay(from), romeDay(to)]);
  await db.query(
    `delete from public.stay_holds where id in (select hold_id from public.booking_rooms where room_id = any($1) and daterange(check_in, check_out) && daterange($2::date, $3::date))`,
    [rooms, romeDay(from), romeDay(to)]);
}

/** Makes a hold lapse now, as ten minutes passing would: nothing else is cleaned. */
async function expire(holdId: string) {
  await db.query(`update public.stay_holds set expires_at = now() - interval '1 second' where id = $1`, [holdId]);
  await db.query(`update public.booking_rooms set hold_expires_at = now() - interval '1 second' where hold_id = $1`, [holdId]);
}

describe('holds and bookings racing for the same nights', () => {
  it('lets exactly one of 20 simultaneous holds and bookings win, 50 rounds, never a 5xx', async () => {
    const clients = Array.from({ length: 20 }, () => makeClient());
    let holdsWon = 0;
    for (let round = 0; round < 50; round++) {
      const room = ROOMS[round % ROOMS.length];
      const base = 3200 + round * 10;
      await free([room], base, base + 8);
      // Every range contains nights base+2 and base+3, with shifted edges; even callers hold, odd ones book.
      const results = await Promise.all(clients.map(async (client, i) => {
        const from = base + (i % 3);
        const to = base + 4 + (i % 2);
        if (i % 2 === 0) {
          const r = await hold(client, room, from, to);
          return { kind: 'hold', won: r.data?.ok === true, status: r.status, detail: r.data?.reason ?? r.error?.message };
        }
        const r = await book(client, bookingBody(room, romeDay(from), romeDay(to), `race${round}-${i}`));
        return { kind: 'booking', won: !r.error, status: r.status, detail: r.error ? `${r.error.code} ${r.error.message}` : 'ok' };
      }));
      const won = results.filter((r) => r.won);
      expect(won, `round ${round}: ${JSON.stringify(results)}`).toHaveLength(1);
      if (won[0].kind === 'hold') holdsWon++;
      for (const r of results.filter((x) => !x.won)) {
        expect(r.status, JSON.stringify(r)).toBeLessThan(500);
        expect(r.detail).toMatch(r.kind === 'hold' ? /^(HELD|TAKEN)$/ : /^23P01 ROOM_UNAVAILABLE:/);
      }
    }
    expect(holdsWon).toBeGreaterThan(0);
    const { rows } = await db.query(
      `select count(*)::int as n from public.booking_rooms a join public.booking_rooms b
         on a.room_id = b.room_id and a.id < b.id and not a.cancelled and not b.cancelled
        and daterange(a.check_in, a.check_out) && daterange(b.check_in, b.check_out)`);
    expect(rows[0].n).toBe(0);
  }, 300_000);
});

describe('a held stay', () => {
  it('blocks other holds and bookings until it expires; expired, it never blocks, with no clean-up run', async () => {
    const room = ROOMS[1];
    await free([room], 3800, 3805);
    const mine = await hold(makeClient(), room, 3800, 3803);
    expect(mine.data).toMatchObject({ ok: true, quote: { total: 150 } });
    expect((await hold(makeClient(), room, 3801, 3802)).data).toMatchObject({ ok: false, reason: 'HELD' });
    const refused = await book(makeClient(), bookingBody(room, romeDay(3801), romeDay(3804), 'held-out'));
    expect([refused.status, refused.error?.message]).toEqual([409, `ROOM_UNAVAILABLE:${ROOM_NAMES[1]}`]);
    const anon = makeClient();
    expect((await anon.rpc('check_room_availability', { p_room_id: room, p_check_in: romeDay(3800), p_check_out: romeDay(3801) })).data).toBe(false);

    await expire(mine.data!.hold_id!);
    expect((await anon.rpc('check_room_availability', { p_room_id: room, p_check_in: romeDay(3800), p_check_out: romeDay(3803) })).data).toBe(true);
    const ranges = await anon.rpc('get_booked_ranges', { p_from: romeDay(3799), p_to: romeDay(3805) });
    expect((ranges.data as { room_id: string }[]).filter((r) => r.room_id === room)).toEqual([]);
    expect((await anon.rpc('quote_stay', { p_rooms: [{ room_id: room, guests: 1 }], p_check_in: romeDay(3800), p_check_out: romeDay(3803) })).data).toMatchObject({ ok: true });
    expect((await hold(makeClient(), room, 3800, 3801)).data).toMatchObject({ ok: true });
    const booked = await book(makeClient(), bookingBody(room, romeDay(3801), romeDay(3804), 'after-expiry'));
    expect(booked.error).toBeNull();
    // The booking's insert removed the lapsed hold it overlapped.
    expect((await db.query('select 1 from public.stay_holds where id = $1', [mine.data!.hold_id])).rowCount).toBe(0);
  });

  it('is replaced by its booking; a booking sent with an expired hold is refused and writes nothing', async () => {
    const room = ROOMS[2];
    await free([room], 3810, 3815);
    const client = makeClient();
    const held = await hold(client, room, 3810, 3812);
    const body = bookingBody(room, romeDay(3810), romeDay(3812), 'with-hold', { hold_id: held.data!.hold_id });
    const booked = await book(client, body);
    expect(booked.error).toBeNull();
    expect((await db.query('select 1 from public.stay_holds where id = $1', [held.data!.hold_id])).rowCount).toBe(0);
    expect((await db.query('select count(*)::int as n from public.booking_rooms where room_id = $1 and check_in = $2 and not cancelled', [room, romeDay(3810)])).rows[0].n).toBe(1);

    const late = await hold(client, room, 3813, 3815);
    await expire(late.data!.hold_id!);
    const lateBody = bookingBody(room, romeDay(3813), romeDay(3815), 'late-hold', { hold_id: late.data!.hold_id });
    const refused = await book(client, lateBody);
    expect([refused.status, refused.error?.message]).toEqual([409, 'HOLD_EXPIRED']);
    expect((await db.query('select 1 from public.bookings where client_request_id = $1', [lateBody.client_request_id])).rowCount).toBe(0);
    expect((await db.query('select 1 from public.payments where client_request_id = $1', [lateBody.client_request_id])).rowCount).toBe(0);
  });

  it('lets one browser hold at most three stays at once; releasing one frees a place and the nights', async () => {
    const key = crypto.randomUUID();
    const client = makeClient();
    await free([ROOMS[3]], 3820, 3830);
    const holds = [];
    for (let i = 0; i < 3; i++) holds.push((await hold(client, ROOMS[3], 3820 + 2 * i, 3821 + 2 * i, key)).data!);
    expect(holds.every((h) => h.ok)).toBe(true);
    expect((await hold(client, ROOMS[3], 3828, 3829, key)).data).toMatchObject({ ok: false, reason: 'HOLD_LIMIT', max_holds: 3 });
    expect((await client.rpc('release_hold', { p_hold_id: holds[0].hold_id })).data).toBe(true);
    expect((await hold(makeClient(), ROOMS[3], 3820, 3821)).data).toMatchObject({ ok: true });
    expect((await hold(client, ROOMS[3], 3828, 3829, key)).data).toMatchObject({ ok: true });
  });
});

describe('booking several rooms and the price', () => {
  it('books nothing of a two-room stay when one room is taken', async () => {
    await free([ROOMS[3], ROOMS[4]], 3840, 3843);
    expect((await book(makeClient(), bookingBody(ROOMS[4], romeDay(3841), romeDay(3842), 'taken-one'))).error).toBeNull();
    const body = bookingBody(ROOMS[3], romeDay(3840), romeDay(3843), 'two-rooms', {
      rooms: [{ room_id: ROOMS[3], guests: 2 }, { room_id: ROOMS[4], guests: 1 }],
    });
    const refused = await book(makeClient(), body);
    expect([refused.status, refused.error?.message]).toEqual([409, `ROOM_UNAVAILABLE:${ROOM_NAMES[4]}`]);
    expect((await db.query('select 1 from public.bookings where client_request_id = $1', [body.client_request_id])).rowCount).toBe(0);
    expect((await db.query(
      `select 1 from public.booking_rooms where room_id = $1 and not cancelled and daterange(check_in, check_out) && daterange($2::date, $3::date)`,
      [ROOMS[3], romeDay(3840), romeDay(3843)])).rowCount).toBe(0);
  });

  it('charges the quoted price whatever price the browser sends, and refuses an attempt for another amount', async () => {
    const room = ROOMS[0];
    await free([room], 3850, 3860);
    const { rows: [rule] } = await db.query<{ id: string }>(
      `insert into public.rate_rules (room_id, name, first_night, last_night, nightly_price, weekend_uplift, weekend_nights)
       values ($1, 'test-forged', $2, $3, 88, 0, '{}') returning id`, [room, romeDay(3850), romeDay(3860)]);
    try {
      const body = bookingBody(room, romeDay(3850), romeDay(3852), 'forged', {
        total_price: 1, price: 1, rooms: [{ room_id: room, guests: 2, price_per_night: 1 }],
      });
      const res = await book(makeClient(), body);
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({ total_price: 176 });
      const { rows: [paid] } = await db.query('select amount::float from public.payments where client_request_id = $1', [body.client_request_id]);
      expect(paid.amount).toBe(176);
      const { rows: [stored] } = await db.query(`select quote -> 'rooms' -> 0 -> 'nights' -> 0 ->> 'rule_id' as rule from public.bookings where client_request_id = $1`, [body.client_request_id]);
      expect(stored.rule).toBe(rule.id);

      // A payment attempt for a forged amount cannot become a booking.
      const { rows: [attempt] } = await db.query<{ id: string }>(
        `insert into public.payments (kind, client_request_id, method, purpose, provider, amount)
         values ('booking', gen_random_uuid(), 'card', 'charge', 'test', 1) returning id`);
      await expect(db.query('select public.create_booking($1, $2, $3::jsonb, $4::date, $5::date, $6::jsonb)', [
        attempt.id, 'test', JSON.stringify([{ room_id: room, guests: 1 }]), romeDay(3855), romeDay(3857),
        JSON.stringify({ first_name: 'A', last_name: 'B', email: 'forged@example.test' }),
      ])).rejects.toMatchObject({ message: 'AMOUNT_CHANGED' });
    } finally {
      await db.query('delete from public.rate_rules where id = $1', [rule.id]);
    }
  });
});
