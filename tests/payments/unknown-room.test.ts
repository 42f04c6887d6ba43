// A room id that is well formed but names no room: the guest's booking (page or chat), the desk's booking with a
// guarantee card and the desk's booking without one are refused with a 400 naming the field (rooms[i].room_id),
// and nothing is written: no booking, no payment attempt, no card-testing count, no booking line.
// Nights no other suite uses (days 8640-8660 from today); nothing is booked here anyway.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeClient } from '../rls/actors.ts';
import { adminClient, romeDay, ROOMS } from '../rules/helpers.ts';
import { card, pay, requestId } from '../helpers/payments.ts';

const day = (n: number) => romeDay(8640 + n);
const NOWHERE = '10000000-0000-4000-8000-0000000f00f0';

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
});
afterAll(async () => db?.end());

const written = async (id: string) => (await db.query(
  `select (select count(*) from public.bookings where client_request_id = $1)::int as bookings,
          (select count(*) from public.payments where client_request_id = $1)::int as payments,
          (select count(*) from public.booking_rooms where room_id = $2)::int as lines`, [id, NOWHERE])).rows[0];
const paymentHits = async () => Number((await db.query(`select coalesce(sum(hits), 0) as n from public.rate_limits where action = 'payment'`)).rows[0].n);

describe('booking a room that does not exist', () => {
  it.each([['page', 'it'], ['chat', 'en']] as const)('from the %s: 400 naming rooms[1].room_id, nothing written', async (source, language) => {
    const id = requestId();
    const hits = await paymentHits();
    const res = await pay(makeClient(), 'booking', {
      client_request_id: id, language, source, method: 'onsite',
      rooms: [{ room_id: ROOMS[0], guests: 2 }, { room_id: NOWHERE, guests: 1 }], check_in: day(0), check_out: day(2),
      guest: { first_name: 'Anna', last_name: 'Nessuna', email: 'anna.nessuna@example.test' }, card: card(),
    });
    expect([res.status, res.error?.code, res.error?.details]).toEqual([400, 'INVALID_FIELD', 'rooms[1].room_id']);
    expect(res.error?.message).toContain('rooms[1].room_id');
    expect(await written(id)).toEqual({ bookings: 0, payments: 0, lines: 0 });
    expect(await paymentHits()).toBe(hits);
  });

  it('at the desk, with a guarantee card or without one, names the field too and writes nothing', async () => {
    const admin = await adminClient();
    const stay = { rooms: [{ room_id: NOWHERE, guests: 2 }], check_in: day(10), check_out: day(12) };
    const guest = { first_name: 'Banco', last_name: 'Nessuno', email: 'banco.nessuno@example.test' };
    const id = requestId();
    const withCard = await pay(admin, 'desk', { client_request_id: id, language: 'it', source: 'phone', ...stay, guest, card: card() });
    expect([withCard.status, withCard.error?.code, withCard.error?.details]).toEqual([400, 'INVALID_FIELD', 'rooms[0].room_id']);
    expect(await written(id)).toEqual({ bookings: 0, payments: 0, lines: 0 });

    const direct = await admin.rpc('admin_create_booking', {
      p_rooms: stay.rooms, p_check_in: stay.check_in, p_check_out: stay.check_out, p_guest: guest, p_source: 'phone', p_language: 'it',
    });
    expect(direct.status).toBe(400);
    expect(direct.error?.message).toBe('UNKNOWN_ROOM:rooms[0].room_id');
    expect(await written(crypto.randomUUID())).toMatchObject({ lines: 0 });
  });
});
