// Booking rules enforced by the database, reached as the browser reaches them (the payments function with an
// approved test card): no double booking under concurrency, adjacent stays, fees, lookup.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { makeClient } from '../rls/actors.ts';
import { book as bookThrough, bookingBody, guest, romeDay, ROOM_NAMES, ROOMS, signedUpClient } from './helpers.ts';

let db: pg.Client;
let users: SupabaseClient[];
beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
  users = await Promise.all(Array.from({ length: 20 }, (_, i) => signedUpClient(`booker${i}`).then((u) => u.client)));
});
afterAll(async () => db?.end());

describe('concurrent bookings', () => {
  it('lets exactly one of 20 simultaneous overlapping requests win, 50 rounds, the others get a typed conflict', async () => {
    for (let round = 0; round < 50; round++) {
      const room = round % ROOMS.length;
      const base = 400 + round * 10;
      // Partial overlaps: every range contains nights base+2 and base+3, with shifted edges.
      const results = await Promise.all(
        users.map((client, i) =>
          bookThrough(client, bookingBody(ROOMS[room], romeDay(base + (i % 3)), romeDay(base + 4 + (i % 2)), `${round}-${i}`)),
        ),
      );
      const won = results.filter((r) => !r.error);
      const lost = results.filter((r) => r.error);
      expect(won, `round ${round}`).toHaveLength(1);
      for (const r of lost) {
        expect(r.status, JSON.stringify(r.error)).toBeLessThan(500);
        expect(r.error).toMatchObject({ code: '23P01', message: `ROOM_UNAVAILABLE:${ROOM_NAMES[room]}` });
      }
    }
    const { rows } = await db.query(
      `select count(*)::int as n from public.booking_rooms a join public.booking_rooms b
         on a.room_id = b.room_id and a.id < b.id and not a.cancelled and not b.cancelled
        and daterange(a.check_in, a.check_out) && daterange(b.check_in, b.check_out)`,
    );
    expect(rows[0].n).toBe(0);
  }, 180_000);

  it('makes overlapping bookings of one room take turns before the exclusion check, other rooms go on', async () => {
    // Postgres' exclusion check can deadlock when two inserts of one room reach the index together (each waits
    // for the other, one is aborted with 40P01, an HTTP 500). A per-room lock taken before the insert makes a
    // second booking of the room wait for the first in an advisory lock instead of in the exclusion check.
    const [first, second, other] = await Promise.all(
      [0, 1, 2].map(async () => {
        const c = new pg.Client({ connectionString: inject('DATABASE_URL') });
        await c.connect();
        return c;
      }),
    );
    // The database function as the payments function calls it: an open guarantee attempt, then the booking.
    const book = async (c: pg.Client, room: string, from: number, to: number, who: string) => {
      const attempt = await c.query<{ id: string }>(
        `insert into public.payments (kind, client_request_id, method, purpose, provider, amount)
         values ('booking', gen_random_uuid(), 'onsite', 'guarantee', 'test', 0) returning id`,
      );
      return c.query('select public.create_booking($1, $2, $3::jsonb, $4::date, $5::date, $6::jsonb)', [
        attempt.rows[0].id, 'test', JSON.stringify([{ room_id: room, guests: 2 }]), romeDay(from), romeDay(to), JSON.stringify(guest(who)),
      ]);
    };
    try {
      await db.query(
        `update public.booking_rooms set cancelled = true where room_id = any($1) and daterange(check_in, check_out) && daterange($2::date, $3::date)`,
        [[ROOMS[2], ROOMS[3]], romeDay(1500), romeDay(1506)],
      );
      await first.query('begin');
      await book(first, ROOMS[2], 1500, 1504, 'turns-a');
      const secondPid = (await second.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
      const waiting = book(second, ROOMS[2], 1502, 1506, 'turns-b').then(
        () => null,
        (e: { code?: string }) => e.code,
      );
      let lock: { locktype: string } | undefined;
      for (let i = 0; i < 100 && !lock; i++) {
        await new Promise((r) => setTimeout(r, 50));
        lock = (await db.query<{ locktype: string }>('select locktype from pg_locks where pid = $1 and not granted', [secondPid])).rows[0];
      }
      expect(lock?.locktype).toBe('advisory');
      // Another room is not held up by the open booking.
      await expect(book(other, ROOMS[3], 1500, 1504, 'turns-c')).resolves.toBeTruthy();
      await first.query('commit');
      expect(await waiting).toBe('23P01');
    } finally {
      await Promise.all([first, second, other].map((c) => c.end()));
    }
  });

  it('accepts adjacent stays: a check-out day can be the next check-in day', async () => {
    // Other suites (fuzzing) share this database and may hold these nights: free them first.
    await db.query(
      `update public.booking_rooms set cancelled = true
        where room_id = $1 and daterange(check_in, check_out) && daterange($2::date, $3::date)`,
      [ROOMS[0], romeDay(1000), romeDay(1004)],
    );
    const a = await bookThrough(makeClient(), bookingBody(ROOMS[0], romeDay(1000), romeDay(1002), 'adj-a'));
    const b = await bookThrough(makeClient(), bookingBody(ROOMS[0], romeDay(1002), romeDay(1004), 'adj-b'));
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
  });
});

describe('creating a booking', () => {
  it('computes nights and total from the room prices, keeps the last 4 card digits and the payment-status rule', async () => {
    const anon = makeClient();
    const card = await bookThrough(anon, bookingBody(ROOMS[1], romeDay(1010), romeDay(1013), 'calc', { rooms: [{ room_id: ROOMS[1], guests: 2 }, { room_id: ROOMS[2], guests: 1 }] }));
    expect(card.error).toBeNull();
    expect(card.data).toMatchObject({ nights: 3, total_price: 300, payment_status: 'processing' });
    expect(card.data!.reference).toMatch(/^TS-[2-9A-Z]{6}$/);
    const { rows } = await db.query('select card_last_4, booking_status, policy_version, user_id from public.bookings where id = $1', [card.data!.booking_id]);
    expect(rows[0]).toEqual({ card_last_4: '4242', booking_status: 'confirmed', policy_version: '2025-01', user_id: null });
    const onsite = await bookThrough(anon, bookingBody(ROOMS[3], romeDay(1010), romeDay(1011), 'onsite', { method: 'onsite' }));
    expect(onsite.data).toMatchObject({ payment_status: 'pending', total_price: 50 });
  });

  it('refuses past check-in, check-out not after check-in, and too many guests (naming the room)', async () => {
    const anon = makeClient();
    const past = await bookThrough(anon, bookingBody(ROOMS[0], romeDay(-1), romeDay(2), 'past'));
    expect(past.error).toMatchObject({ code: 'P0001', message: 'INVALID_DATES' });
    const backwards = await bookThrough(anon, bookingBody(ROOMS[0], romeDay(30), romeDay(30), 'same'));
    expect(backwards.error).toMatchObject({ message: 'INVALID_DATES' });
    const crowd = await bookThrough(anon, bookingBody(ROOMS[0], romeDay(1020), romeDay(1021), 'crowd', { rooms: [{ room_id: ROOMS[0], guests: 3 }] }));
    expect(crowd.error).toMatchObject({ message: 'INVALID_GUESTS:Lavanda Deluxe' });
  });
});

describe('lookup and cancellation by reference and e-mail', () => {
  const book = async (days: number, who: string) => {
    const { data, error } = await bookThrough(makeClient(), bookingBody(ROOMS[4], romeDay(days), romeDay(days + 2), who));
    if (error) throw new Error(error.message);
    return data as { reference: string; total_price: number };
  };

  it('answers the same null for a wrong reference and a wrong e-mail', async () => {
    const b = await book(40, 'lookup');
    const anon = makeClient();
    expect((await anon.rpc('find_booking', { p_reference: b.reference, p_email: 'OSPITElookup@example.test' })).data).toMatchObject({ reference: b.reference, rooms: [{ name: 'Standard Twin Ginepro' }] });
    expect((await anon.rpc('find_booking', { p_reference: b.reference, p_email: 'someone@example.test' })).data).toBeNull();
    expect((await anon.rpc('find_booking', { p_reference: 'TS-ZZZZZZ', p_email: 'ospitelookup@example.test' })).data).toBeNull();
    expect((await anon.rpc('cancel_booking', { p_reference: b.reference, p_email: 'someone@example.test' })).data).toBeNull();
  });

  it.each([
    [16, 0],
    [15, 50],
    [7, 50],
    [6, 100],
  ])('charges the policy fee %i days before check-in (total 100 -> fee %i) and frees the dates', async (days, fee) => {
    const b = await book(days, `fee${days}`);
    const { data, error } = await makeClient().rpc('cancel_booking', { p_reference: b.reference, p_email: `ospitefee${days}@example.test` });
    expect(error).toBeNull();
    expect(data).toMatchObject({ booking_status: 'cancelled', cancellation_fee: fee, total_price: 100 });
    const free = await makeClient().rpc('check_room_availability', { p_room_id: ROOMS[4], p_check_in: romeDay(days), p_check_out: romeDay(days + 2) });
    expect(free.data).toBe(true);
  });

  it('shows booked ranges without guest data', async () => {
    await book(60, 'ranges');
    const { data } = await makeClient().rpc('get_booked_ranges', { p_from: romeDay(59), p_to: romeDay(63) });
    expect(data).toContainEqual({ room_id: ROOMS[4], check_in: romeDay(60), check_out: romeDay(62) });
    expect(Object.keys(data[0]).sort()).toEqual(['check_in', 'check_out', 'room_id']);
  });
});
