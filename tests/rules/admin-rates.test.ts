// The owner's side of the booking engine against the real stack: the rate grid's nights priced as the quote
// prices them (rate_calendar), the tape chart (admin_tape_chart) and the desk booking (admin_create_booking).
// Nights far away that no other suite touches (days 6300-6400 from today), room Mirto.
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, newUserClient } from '../helpers/clients.ts';
import { adminClient, romeDay, ROOMS } from './helpers.ts';

const ROOM = ROOMS[3];
const day = (n: number) => romeDay(6300 + n);

let db: pg.Client;
let admin: SupabaseClient;
let customer: SupabaseClient;

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
  admin = await adminClient();
  customer = (await newUserClient({}, 'desk')).client;
});
afterAll(async () => {
  await db?.query(`delete from public.rate_rules where name like 'desk-test-%'`);
  await db?.query(`delete from public.room_closures where note like 'desk-test%'`);
  await db?.end();
});

interface CalendarNight { night: string; price: number; rule_id: string | null; min_stay: number; closed_to_arrival: boolean; closed_to_departure: boolean; closed: boolean }

async function calendar(from: number, to: number): Promise<CalendarNight[]> {
  const { data, error } = await admin.rpc('rate_calendar', { p_room_id: ROOM, p_from: day(from), p_to: day(to) });
  if (error) throw error;
  return data as CalendarNight[];
}

describe('rate_calendar', () => {
  it('prices every night exactly as quote_stay does, with its deciding rule, minimum stay and closed days', async () => {
    await db.query(`delete from public.rate_rules where name like 'desk-test-%'`);
    const specs: Record<string, unknown>[] = [
      { room_id: null, name: 'desk-test-all', first_night: day(0), last_night: day(20), nightly_price: 80, weekend_uplift: 15 },
      { room_id: ROOM, name: 'desk-test-room', first_night: day(5), last_night: day(9), nightly_price: 120, min_stay: [3, 3, 3, 3, 3, 3, 3], closed_to_arrival: [7] },
      { room_id: null, name: 'desk-test-top', first_night: day(12), last_night: day(13), nightly_price: 200, priority: 5, closed_to_departure: [1, 2, 3, 4, 5, 6, 7] },
    ];
    const rows: { id: string; name: string }[] = [];
    for (const spec of specs) {
      const { data, error } = await admin.from('rate_rules').insert(spec).select('id, name').single();
      expect(error).toBeNull();
      rows.push(data!);
    }
    const idOf = (name: string) => rows.find((r) => r.name === name)!.id;

    const nights = await calendar(0, 25);
    expect(nights).toHaveLength(25);
    for (const [i, n] of nights.entries()) {
      const { rows: q } = await db.query('select public.quote_stay($1::jsonb, $2::date, $3::date) as q',
        [JSON.stringify([{ room_id: ROOM, guests: 2 }]), day(i), day(i + 1)]);
      expect(n.night).toBe(day(i));
      // A one-night quote of an open night without a minimum stay gives the same price and rule.
      if (q[0].q.ok) {
        expect(Number(n.price)).toBe(Number(q[0].q.rooms[0].nights[0].price));
        expect(n.rule_id).toBe(q[0].q.rooms[0].nights[0].rule_id);
      }
    }
    expect(nights.slice(0, 5).every((n) => n.rule_id === idOf('desk-test-all'))).toBe(true);
    expect(nights.slice(5, 10).every((n) => n.rule_id === idOf('desk-test-room') && n.min_stay === 3 && Number(n.price) === 120)).toBe(true);
    expect(nights.slice(12, 14).every((n) => n.rule_id === idOf('desk-test-top') && n.closed_to_departure)).toBe(true);
    expect(nights.slice(21).every((n) => n.rule_id === null)).toBe(true);
    const sundayInRoomRule = nights.slice(5, 10).find((n) => new Date(`${n.night}T12:00:00Z`).getUTCDay() === 0);
    if (sundayInRoomRule) expect(sundayInRoomRule.closed_to_arrival).toBe(true);
    // The weekend uplift on Friday and Saturday nights of the all-rooms rule.
    for (const n of nights.slice(0, 5)) {
      const weekday = new Date(`${n.night}T12:00:00Z`).getUTCDay();
      expect(Number(n.price)).toBe(weekday === 5 || weekday === 6 ? 95 : 80);
    }
  });

  it('marks the nights of a room closure and of a farm closure closed, and the quote refuses them', async () => {
    const { error } = await admin.from('room_closures').insert([
      { room_id: ROOM, first_night: day(30), last_night: day(31), note: 'desk-test room' },
      { room_id: null, first_night: day(33), last_night: day(33), note: 'desk-test farm' },
    ]);
    expect(error).toBeNull();
    const nights = await calendar(29, 35);
    expect(nights.map((n) => n.closed)).toEqual([false, true, true, false, true, false]);
    const { data } = await anonClient().rpc('quote_stay', { p_rooms: [{ room_id: ROOM, guests: 1 }], p_check_in: day(32), p_check_out: day(34) });
    expect(data).toMatchObject({ ok: false, reason: 'CLOSED', date: day(33) });
  });

  it('is refused to a customer and to a visitor, and refuses a range over two months', async () => {
    const args = { p_room_id: ROOM, p_from: day(0), p_to: day(5) };
    expect((await customer.rpc('rate_calendar', args)).error?.code).toBe('42501');
    expect((await anonClient().rpc('rate_calendar', args)).error).not.toBeNull();
    expect((await admin.rpc('rate_calendar', { ...args, p_to: day(70) })).error?.message).toBe('INVALID_RANGE');
  });
});

describe('admin_create_booking and admin_tape_chart', () => {
  const guest = { first_name: 'Telefono', last_name: 'Rossi', email: 'telefono.rossi@example.test', phone: '+39 333 000' };

  it('books a stay taken by phone at the quoted price (the server decides), and it appears in the tape chart', async () => {
    const rooms = [{ room_id: ROOM, guests: 2 }];
    const { data: quote } = await admin.rpc('quote_stay', { p_rooms: rooms, p_check_in: day(40), p_check_out: day(43) });
    const { data, error } = await admin.rpc('admin_create_booking', {
      p_rooms: rooms, p_check_in: day(40), p_check_out: day(43), p_guest: { ...guest, total_price: 1 }, p_source: 'phone',
      p_language: 'it',
    });
    expect(error).toBeNull();
    expect(Number(data.total_price)).toBe(Number(quote.total));
    expect(data).toMatchObject({ source: 'phone', nights: 3, payment_status: 'pending' });
    const { rows } = await db.query('select source, payment_method, card_last_4 from public.bookings where id = $1', [data.booking_id]);
    // No guarantee given: none recorded (a guarantee card goes through the payments function: desk-rooms.test.ts).
    expect(rows[0]).toEqual({ source: 'phone', payment_method: 'onsite', card_last_4: null });

    const chart = await admin.rpc('admin_tape_chart', { p_from: day(38), p_to: day(45) });
    expect(chart.error).toBeNull();
    expect(chart.data).toContainEqual(expect.objectContaining({
      kind: 'booking', id: data.booking_id, room_id: ROOM, check_in: day(40), check_out: day(43), reference: data.reference,
      guest: 'Telefono Rossi', source: 'phone',
    }));
  });

  it('refuses the same nights again (the same constraint), a minimum stay, a bad source, and anyone but an admin', async () => {
    const args = { p_rooms: [{ room_id: ROOM, guests: 2 }], p_check_in: day(41), p_check_out: day(42), p_guest: guest, p_source: 'walk_in' };
    const taken = await admin.rpc('admin_create_booking', args);
    expect(taken.error?.code).toBe('23P01');
    const minStay = await admin.rpc('admin_create_booking', { ...args, p_check_in: day(6), p_check_out: day(7) });
    expect(minStay.error?.message).toBe('MIN_STAY:3');
    const badSource = await admin.rpc('admin_create_booking', { ...args, p_check_in: day(50), p_check_out: day(51), p_source: 'page' });
    expect(badSource.error?.message).toBe('INVALID_SOURCE');
    const byCustomer = await customer.rpc('admin_create_booking', { ...args, p_check_in: day(50), p_check_out: day(51) });
    expect(byCustomer.error?.code).toBe('42501');
    const { rows } = await db.query(`select count(*)::int as n from public.booking_rooms where room_id = $1 and check_in = $2`, [ROOM, day(50)]);
    expect(rows[0].n).toBe(0);
  });

  it('shows active holds and closures (a farm closure on every room), and only to an admin', async () => {
    const { data: hold } = await anonClient().rpc('hold_stay', {
      p_rooms: [{ room_id: ROOM, guests: 1 }], p_check_in: day(45), p_check_out: day(46), p_client_key: crypto.randomUUID(),
    });
    expect(hold.ok).toBe(true);
    const chart = await admin.rpc('admin_tape_chart', { p_from: day(29), p_to: day(47) });
    const rows = chart.data as Array<{ kind: string; id: string; room_id: string; check_in: string; check_out: string; farm_wide: boolean }>;
    expect(rows).toContainEqual(expect.objectContaining({ kind: 'hold', id: hold.hold_id, room_id: ROOM, check_in: day(45) }));
    expect(rows).toContainEqual(expect.objectContaining({ kind: 'closure', room_id: ROOM, check_in: day(30), check_out: day(32), farm_wide: false }));
    const farm = rows.filter((r) => r.kind === 'closure' && r.farm_wide && r.check_in === day(33));
    // Every room of the farm (other test files may add a room of their own meanwhile).
    expect(farm.map((r) => r.room_id)).toEqual(expect.arrayContaining(ROOMS));
    expect((await customer.rpc('admin_tape_chart', { p_from: day(29), p_to: day(47) })).error?.code).toBe('42501');
  });
});

describe('tourist tax settings', () => {
  it('an admin sets them and the quote applies them; a customer cannot; out-of-range figures are refused', async () => {
    const before = (await db.query(`select value from public.settings where key = 'tourist_tax'`)).rows[0].value;
    try {
      const value = { enabled: true, per_person_night: 2, exempt_under_age: 12, max_nights: 5 };
      const saved = await admin.from('settings').update({ value }).eq('key', 'tourist_tax').select('key');
      expect(saved.data).toHaveLength(1);
      const { data: quote } = await anonClient().rpc('quote_stay', {
        p_rooms: [{ room_id: ROOM, guests: 2, child_ages: [10] }], p_check_in: day(60), p_check_out: day(67),
      });
      expect(quote.tourist_tax).toMatchObject({ enabled: true, taxable_guests: 1, taxable_nights: 5, amount: 10 });
      const refused = await customer.from('settings').update({ value: { ...value, per_person_night: 0 } }).eq('key', 'tourist_tax').select('key');
      expect(refused.data ?? []).toHaveLength(0);
      const invalid = await admin.from('settings').update({ value: { ...value, per_person_night: -1 } }).eq('key', 'tourist_tax');
      expect(invalid.error?.code).toBe('23514');
    } finally {
      await db.query(`update public.settings set value = $1 where key = 'tourist_tax'`, [before]);
    }
  });
});
