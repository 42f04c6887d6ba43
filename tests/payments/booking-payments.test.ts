// A booking is accepted only once the payments function has checked its guarantee card: card charges the
// stay, PayPal asks the payer's approval first, pay at the property checks the card only.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeClient } from '../rls/actors.ts';
import { romeDay, ROOMS } from '../rules/helpers.ts';
import { card, CARDS, pay, requestId } from '../helpers/payments.ts';

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
});
afterAll(async () => db?.end());

// Each test books its own far-away nights of one room, freed first (other suites share the database).
let nextDay = 2000;
async function freeNights(room: string, nights = 2): Promise<[string, string]> {
  const from = nextDay;
  nextDay += nights + 1;
  const range = [romeDay(from), romeDay(from + nights)] as [string, string];
  await db.query(
    `update public.booking_rooms set cancelled = true where room_id = $1 and daterange(check_in, check_out) && daterange($2::date, $3::date)`,
    [room, ...range],
  );
  return range;
}

async function bookingBody(method: 'card' | 'paypal' | 'onsite', number: string, extra: Record<string, unknown> = {}) {
  const [checkIn, checkOut] = await freeNights(ROOMS[1]);
  return {
    client_request_id: requestId(), language: 'en', source: 'page', method,
    rooms: [{ room_id: ROOMS[1], guests: 2 }], check_in: checkIn, check_out: checkOut,
    guest: { first_name: 'Anna', last_name: 'Bianchi', email: 'anna@example.test', phone: '+39 333 1234567' },
    card: card(number), ...extra,
  };
}

const bookingsFor = async (id: unknown) =>
  (await db.query('select payment_method, payment_status, card_last_4, total_price::float as total from public.bookings where client_request_id = $1', [id])).rows;
const attemptsFor = async (id: unknown) =>
  (await db.query('select method, purpose, outcome, error_code, amount::float from public.payments where client_request_id = $1 order by created_at', [id])).rows;

describe('paying for a booking', () => {
  it('no API role may call create_booking or quote_booking', async () => {
    const { error } = await makeClient().rpc('create_booking', {
      p_rooms: [{ room_id: ROOMS[1], guests: 2 }], p_check_in: romeDay(3000), p_check_out: romeDay(3002),
      p_guest: { first_name: 'A', last_name: 'B', email: 'a@example.test' }, p_payment_method: 'onsite', p_card_last_4: '0002',
      p_language: 'it', p_source: 'page', p_client_request_id: null,
    });
    expect(error).not.toBeNull();
    const quote = await makeClient().rpc('quote_booking', {
      p_client_request_id: requestId(), p_user_id: null, p_rooms: [], p_check_in: romeDay(1), p_check_out: romeDay(2), p_guest: {},
    });
    expect(quote.error?.code).toBe('42501');
  });

  it('charges the stay on the approved card and stores the last four digits of a number typed with spaces', async () => {
    // 4000 0566 5566 5556 is a valid test Visa: the first 16 characters as typed end in …5 5, not in 5556.
    const body = await bookingBody('card', '4000 0566 5566 5556');
    const res = await pay(makeClient(), 'booking', body);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: 'succeeded', booking: { nights: 2, payment_status: 'processing' } });
    const [booking] = await bookingsFor(body.client_request_id);
    expect(booking).toMatchObject({ payment_method: 'card', payment_status: 'processing', card_last_4: '5556' });
    expect(await attemptsFor(body.client_request_id)).toEqual([
      { method: 'card', purpose: 'charge', outcome: 'approved', error_code: null, amount: booking.total },
    ]);
  });

  it.each([
    ['declined', CARDS.declined, 'card_declined'],
    ['insufficient funds', CARDS.insufficientFunds, 'insufficient_funds'],
    ['expired', CARDS.expired, 'expired_card'],
  ])('refuses a booking guaranteed by the %s test card, paid at the property too', async (_name, number, reason) => {
    for (const method of ['card', 'onsite'] as const) {
      const body = await bookingBody(method, number);
      const res = await pay(makeClient(), 'booking', body);
      expect([res.status, res.error?.code, res.error?.details]).toEqual([402, 'PAYMENT_DECLINED', reason]);
      expect(await bookingsFor(body.client_request_id)).toEqual([]);
    }
  });

  it('refuses an impossible expiry and a CVV of letters, naming the field', async () => {
    for (const [field, bad] of [['card.expiry', { expiry: '00/00' }], ['card.cvv', { cvv: 'abc' }]] as const) {
      const body = await bookingBody('onsite', CARDS.approved, {});
      const res = await pay(makeClient(), 'booking', { ...body, card: card(CARDS.declined, bad) });
      expect([res.status, res.error?.code, res.error?.details]).toEqual([400, 'INVALID_FIELD', field]);
      expect(await bookingsFor(body.client_request_id)).toEqual([]);
    }
  });

  it('checks the guarantee card of a stay paid at the property without charging it', async () => {
    const body = await bookingBody('onsite', CARDS.approved);
    const res = await pay(makeClient(), 'booking', body);
    expect(res.status).toBe(200);
    expect(await bookingsFor(body.client_request_id)).toMatchObject([{ payment_method: 'onsite', payment_status: 'pending', card_last_4: '4242' }]);
    expect(await attemptsFor(body.client_request_id)).toEqual([{ method: 'onsite', purpose: 'guarantee', outcome: 'approved', error_code: null, amount: 0 }]);
  });

  it('books with PayPal only after the payer approves, and not at all when they cancel', async () => {
    const client = makeClient();
    const body = await bookingBody('paypal', CARDS.approved);
    const first = await pay<{ status: string; payment_id: string; approve_url: string }>(client, 'booking', body);
    expect(first.data).toMatchObject({ status: 'requires_approval' });
    expect(first.data!.approve_url).toMatch(/^https?:\/\//);
    expect(await bookingsFor(body.client_request_id)).toEqual([]);

    const cancelled = await pay(client, 'paypal-return', { payment_id: first.data!.payment_id, approved: false });
    expect([cancelled.status, cancelled.error?.details]).toEqual([402, 'paypal_cancelled']);
    expect(await bookingsFor(body.client_request_id)).toEqual([]);
    // A cancelled approval cannot be used again.
    const replay = await pay(client, 'paypal-return', { payment_id: first.data!.payment_id, approved: true });
    expect(replay.status).toBe(409);

    const second = await pay<{ payment_id: string }>(client, 'booking', body);
    const approved = await pay(client, 'paypal-return', { payment_id: second.data!.payment_id, approved: true });
    expect(approved.data).toMatchObject({ status: 'succeeded', booking: { payment_status: 'processing' } });
    expect(await bookingsFor(body.client_request_id)).toMatchObject([{ payment_method: 'paypal', card_last_4: '4242' }]);
    expect((await attemptsFor(body.client_request_id)).map((a) => a.outcome)).toEqual(['cancelled', 'approved']);
  });

  it("forgets an approval never given: after 30 minutes the attempt expires and the guest's data it held is gone", async () => {
    const body = await bookingBody('paypal', CARDS.approved);
    const first = await pay<{ payment_id: string }>(makeClient(), 'booking', body);
    await db.query(`update public.payments set created_at = now() - interval '31 minutes' where id = $1`, [first.data!.payment_id]);
    // Any later payment, of anyone, ends it.
    expect((await pay(makeClient(), 'booking', await bookingBody('onsite', CARDS.approved))).status).toBe(200);
    const { rows } = await db.query('select outcome, request from public.payments where id = $1', [first.data!.payment_id]);
    expect(rows).toEqual([{ outcome: 'expired', request: null }]);
    expect((await pay(makeClient(), 'paypal-return', { payment_id: first.data!.payment_id, approved: true })).status).toBe(409);
  });

  it('answers a double submit with the one booking it made', async () => {
    const client = makeClient();
    const body = await bookingBody('card', CARDS.approved);
    const answers = await Promise.all([0, 1, 2].map(() => pay<{ booking: { reference: string } }>(client, 'booking', body)));
    const refs = new Set(answers.filter((a) => a.status === 200).map((a) => a.data!.booking.reference));
    expect(refs.size).toBe(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.error?.message).toBe('PAYMENT_IN_PROGRESS');
    expect(await bookingsFor(body.client_request_id)).toHaveLength(1);
    const again = await pay<{ booking: { reference: string } }>(client, 'booking', body);
    expect(again.data!.booking.reference).toBe([...refs][0]);
  });

  it('passes the client address the function saw to the booking limits, and ends the attempt of a refused booking', async () => {
    const original = (await db.query(`select pg_get_functiondef('public.enforce_booking_limits(text, text, integer, text)'::regprocedure) as def`)).rows[0].def as string;
    await db.query('create table if not exists public.test_limit_calls (email text, client_ip text, nights int, method text)');
    try {
      await db.query(`create or replace function public.enforce_booking_limits(p_email text, p_client_ip text, p_nights integer, p_payment_method text)
        returns void language plpgsql security definer set search_path = '' as $$
        begin
          insert into public.test_limit_calls values (p_email, p_client_ip, p_nights, p_payment_method);
          if p_email = 'limited@example.test' then raise sqlstate 'PT429' using message = 'RATE_LIMITED', detail = '42'; end if;
        end $$`);
      const body = await bookingBody('card', CARDS.approved);
      expect((await pay(makeClient(), 'booking', body)).status).toBe(200);
      const { rows } = await db.query('select * from public.test_limit_calls');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'anna@example.test', nights: 2, method: 'card' });
      expect(rows[0].client_ip).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);

      const limited = await bookingBody('card', CARDS.approved);
      const refused = await pay(makeClient(), 'booking', { ...limited, guest: { ...limited.guest, email: 'limited@example.test' } });
      expect([refused.status, refused.body]).toEqual([429, { code: 'RATE_LIMITED', retry_after: 42 }]);
      expect(await bookingsFor(limited.client_request_id)).toEqual([]);
      expect(await attemptsFor(limited.client_request_id)).toMatchObject([{ outcome: 'failed', error_code: 'RATE_LIMITED' }]);
    } finally {
      await db.query(original);
      await db.query('drop table public.test_limit_calls');
    }
  });
});
