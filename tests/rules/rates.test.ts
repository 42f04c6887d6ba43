// quote_stay, the one quote of a stay: property-based against an independent model of the rules
// (tests/rules/rate-model.ts), then the priority, closures, the tourist tax and the refusals by example.
// Rules live in a window of nights far away that no other suite books (days 6000-6100 from today).
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeClient } from '../rls/actors.ts';
import { expectQuote, ruleArb, type Placed } from './rate-model.ts';
import { romeDay, ROOMS } from './helpers.ts';

const BASE = 6000;
const SPAN = 60;
const ROOM = ROOMS[2];
const day = (n: number) => romeDay(BASE + n);
const cents = (v: unknown) => Math.round(Number(v) * 100);

interface Night { date: string; rule_id: string | null; base: number; weekend_uplift: number; extra_guests: number; price: number }
interface RoomQuote { room_id: string; nights: Night[]; nights_total: number; extras_total: number; discount: { amount: number } | null; total: number }
interface Quote { ok: boolean; reason?: string; problems?: { reason: string }[]; rooms: RoomQuote[]; total: number; nights: number; tourist_tax: Record<string, unknown> }

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
});
afterAll(async () => {
  await db?.query(`delete from public.rate_rules where name like 'test-%'`);
  await db?.end();
});

async function quote(rooms: unknown, checkIn: string, checkOut: string): Promise<Quote> {
  const { rows } = await db.query('select public.quote_stay($1::jsonb, $2::date, $3::date) as q', [JSON.stringify(rooms), checkIn, checkOut]);
  return rows[0].q as Quote;
}

/** Replaces the window's rules by these, the later ones newer; answers them with their ids. */
async function placeRules(specs: Omit<Placed, 'index'>[]): Promise<(Placed & { id: string })[]> {
  await db.query(`delete from public.rate_rules where name like 'test-%'`);
  const placed: (Placed & { id: string })[] = [];
  for (const [index, r] of specs.entries()) {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.rate_rules (room_id, name, first_night, last_night, priority, nightly_price, weekend_uplift,
         weekend_nights, min_stay, closed_to_arrival, closed_to_departure, base_occupancy, extra_guest_fee,
         long_stay_nights, long_stay_percent, created_at)
       values ($1, $2, $3, $4, $5, $6 / 100.0, $7 / 100.0, $8, $9, $10, $11, $12, $13 / 100.0, $14, $15,
         now() + make_interval(secs => $16)) returning id`,
      [r.forRoom ? ROOM : null, `test-${index}`, day(r.first), day(r.first + r.length), r.priority, r.price, r.uplift,
        r.weekendNights, r.minStay, r.closedToArrival, r.closedToDeparture, r.baseOccupancy, r.extraGuestFee,
        r.longStayNights, r.longStayPercent, index],
    );
    placed.push({ ...r, index, id: rows[0].id });
  }
  return placed;
}

describe('quote_stay against the model of the rules', () => {
  it('prices every night by exactly one deciding rule, totals add up, and refuses exactly the stays the rules forbid', async () => {
    const basePrice = cents((await db.query('select price_per_night from public.rooms where id = $1', [ROOM])).rows[0].price_per_night);
    await fc.assert(
      fc.asyncProperty(
        fc.array(ruleArb(SPAN), { maxLength: 4 }),
        fc.integer({ min: 0, max: SPAN - 15 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 2 }),
        async (specs, checkIn, nights, guests) => {
          const rules = await placeRules(specs);
          const q = await quote([{ room_id: ROOM, guests }], day(checkIn), day(checkIn + nights));
          const want = expectQuote(rules, checkIn, nights, guests, basePrice, day);
          if (want.problems.length > 0) {
            // No quote exists for a stay that breaks a minimum stay or a closed day, and it says why.
            expect(q.ok).toBe(false);
            expect(new Set(q.problems!.map((p) => p.reason))).toEqual(new Set(want.problems));
            return;
          }
          expect(q.ok, JSON.stringify(q)).toBe(true);
          const [room] = q.rooms;
          expect(room.nights.map((n) => n.date)).toEqual(Array.from({ length: nights }, (_, i) => day(checkIn + i)));
          room.nights.forEach((n, i) => {
            const model = want.nights[i];
            expect(n.rule_id).toBe(model.rule ? rules[model.rule.index].id : null);
            expect(cents(n.price)).toBe(cents(n.base) + cents(n.weekend_uplift));
            expect([cents(n.price), cents(n.extra_guests)]).toEqual([model.price, model.extra]);
          });
          const sumNights = room.nights.reduce((s, n) => s + cents(n.price), 0);
          const sumExtras = room.nights.reduce((s, n) => s + cents(n.extra_guests), 0);
          expect([cents(room.nights_total), cents(room.extras_total)]).toEqual([sumNights, sumExtras]);
          expect(cents(room.discount?.amount ?? 0)).toBe(want.discount);
          expect(cents(room.total)).toBe(sumNights + sumExtras - want.discount);
          expect(cents(q.total)).toBe(cents(room.total));
          expect(q.tourist_tax).toMatchObject({ paid_at_property: true });
        },
      ),
      { numRuns: 80 },
    );
  }, 120_000);
});

describe('quote_stay by example', () => {
  const rule = (over: Partial<Omit<Placed, 'index'>>): Omit<Placed, 'index'> => ({
    forRoom: true, first: 0, length: 9, priority: 0, price: 10000, uplift: 0, weekendNights: [5, 6], minStay: [1, 1, 1, 1, 1, 1, 1],
    closedToArrival: [], closedToDeparture: [], baseOccupancy: null, extraGuestFee: 0, longStayNights: null, longStayPercent: 0, ...over,
  });

  it('lets the higher priority decide, then a room rule over an all-rooms one, then the shorter range; no rule: the flat price', async () => {
    const [allRooms, room, short, high] = await placeRules([
      rule({ forRoom: false, price: 7000 }),
      rule({ price: 8000 }),
      rule({ first: 2, length: 1, price: 9000 }),
      rule({ first: 4, length: 0, price: 6000, priority: 5, forRoom: false }),
    ]);
    const q = await quote([{ room_id: ROOM, guests: 1 }], day(0), day(11));
    expect(q.rooms[0].nights.map((n) => [n.rule_id, n.base])).toEqual([
      [room.id, 80], [room.id, 80], [short.id, 90], [short.id, 90], [high.id, 60], [room.id, 80], [room.id, 80],
      [room.id, 80], [room.id, 80], [room.id, 80], [null, 50],
    ]);
    // Another room has no rule of its own: the all-rooms rule decides its nights.
    const other = await quote([{ room_id: ROOMS[3], guests: 1 }], day(0), day(1));
    expect(other.rooms[0].nights[0]).toMatchObject({ rule_id: allRooms.id, base: 70 });
  });

  it('says why a stay cannot be quoted, with every problem of every room', async () => {
    await placeRules([rule({ minStay: [3, 3, 3, 3, 3, 3, 3] })]);
    const rooms = (guests: number) => [{ room_id: ROOM, guests }];
    expect(await quote(rooms(2), day(0), day(2))).toMatchObject({ ok: false, reason: 'MIN_STAY', min_nights: 3, room_id: ROOM });
    expect(await quote(rooms(3), day(0), day(3))).toMatchObject({ ok: false, reason: 'OVER_CAPACITY', max_guests: 2 });
    expect(await quote(rooms(2), romeDay(-1), day(3))).toMatchObject({ ok: false, reason: 'PAST_DATES' });
    expect(await quote(rooms(2), day(3), day(3))).toMatchObject({ ok: false, reason: 'CHECK_OUT_NOT_AFTER_CHECK_IN' });
    expect(await quote([{ room_id: '10000000-0000-4000-8000-00000000abcd', guests: 1 }], day(0), day(3))).toMatchObject({ ok: false, reason: 'UNKNOWN_ROOM' });
    expect(await quote(rooms(2), day(0), day(40))).toMatchObject({ ok: false, reason: 'STAY_TOO_LONG', max_nights: 30 });
    expect(await quote([{ room_id: ROOM, guests: 1, child_ages: [4] }], day(0), day(3))).toMatchObject({ ok: false, reason: 'INVALID_GUESTS' });
  });

  it('refuses closed nights of a room or of the whole farm, and shows them taken to visitors', async () => {
    await placeRules([]);
    const { rows } = await db.query<{ id: string }>(
      `insert into public.room_closures (room_id, first_night, last_night, note) values ($1, $2, $3, 'manutenzione'), (null, $4, $4, 'famiglia') returning id`,
      [ROOM, day(20), day(22), day(30)]);
    try {
      expect(await quote([{ room_id: ROOM, guests: 1 }], day(18), day(21))).toMatchObject({ ok: false, reason: 'CLOSED', date: day(20) });
      expect(await quote([{ room_id: ROOMS[4], guests: 1 }], day(29), day(31))).toMatchObject({ ok: false, reason: 'CLOSED', date: day(30) });
      expect((await quote([{ room_id: ROOM, guests: 1 }], day(23), day(25))).ok).toBe(true);
      const anon = makeClient();
      const ranges = await anon.rpc('get_booked_ranges', { p_from: day(19), p_to: day(32) });
      expect(ranges.data).toContainEqual({ room_id: ROOM, check_in: day(20), check_out: day(23) });
      expect(ranges.data).toContainEqual({ room_id: ROOMS[1], check_in: day(30), check_out: day(31) });
      expect((await anon.rpc('check_room_availability', { p_room_id: ROOM, p_check_in: day(22), p_check_out: day(24) })).data).toBe(false);
      // The owner's note stays with the admins.
      expect((await anon.from('room_closures').select('note')).data ?? []).toEqual([]);
    } finally {
      await db.query('delete from public.room_closures where id = any($1)', [rows.map((r) => r.id)]);
    }
  });

  it('adds the tourist tax as paid at the property, exempting young children and stopping at the taxable nights', async () => {
    await placeRules([]);
    const saved = (await db.query(`select value from public.settings where key = 'tourist_tax'`)).rows[0].value;
    await db.query(`update public.settings set value = '{"enabled": true, "per_person_night": 2.5, "exempt_under_age": 14, "max_nights": 3}' where key = 'tourist_tax'`);
    try {
      const q = await quote([{ room_id: ROOM, guests: 2, child_ages: [9] }, { room_id: ROOMS[3], guests: 2, child_ages: [15] }], day(0), day(5));
      expect(q.tourist_tax).toEqual({
        enabled: true, paid_at_property: true, per_person_night: 2.5, exempt_under_age: 14, taxable_guests: 3, taxable_nights: 3, amount: 22.5,
      });
      // Never part of what the card guarantees or pays.
      expect(q.total).toBe(500);
    } finally {
      await db.query(`update public.settings set value = $1 where key = 'tourist_tax'`, [JSON.stringify(saved)]);
    }
  });

  it('is open to any visitor through the API, and rules are readable but not writable by them', async () => {
    const anon = makeClient();
    const { data, error } = await anon.rpc('quote_stay', { p_rooms: [{ room_id: ROOM, guests: 1 }], p_check_in: day(50), p_check_out: day(52) });
    expect(error).toBeNull();
    expect(data).toMatchObject({ ok: true, nights: 2 });
    const write = await anon.from('rate_rules').insert({ name: 'x', first_night: day(1), last_night: day(2), nightly_price: 1 });
    expect(write.error).not.toBeNull();
  });
});
