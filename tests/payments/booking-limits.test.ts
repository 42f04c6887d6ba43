// The farm's booking limits hold on the path the booking page and the chat really take: the payments function
// asks create_booking, which asks enforce_booking_limits. A refused stay is not booked, its card authorisation
// is voided, and the refusal reaches the browser as a code it can put in the guest's language.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseUrl } from '../helpers/clients.ts';
import { makeClient } from '../rls/actors.ts';
import { romeDay, ROOMS } from '../rules/helpers.ts';
import { card, CARDS, pay, requestId } from '../helpers/payments.ts';
import { resetCounters, sql, withRules, withSetting } from '../limits/rules.ts';

const email = () => `limit-${crypto.randomUUID().slice(0, 8)}@example.test`;
let nextDay = 2600;

async function stay(guestEmail: string, method: 'card' | 'onsite', nights = 1, source: 'page' | 'chat' = 'page') {
  const from = nextDay;
  nextDay += nights + 1;
  await sql(
    'update public.booking_rooms set cancelled = true where room_id = $1 and daterange(check_in, check_out) && daterange($2::date, $3::date)',
    [ROOMS[2], romeDay(from), romeDay(from + nights)],
  );
  const body = {
    client_request_id: requestId(), language: 'it', source, method,
    rooms: [{ room_id: ROOMS[2], guests: 1 }], check_in: romeDay(from), check_out: romeDay(from + nights),
    guest: { first_name: 'Lina', last_name: 'Limiti', email: guestEmail, phone: '+39 333 7654321' },
    card: card(CARDS.approved),
  };
  return { body, res: await pay(makeClient(), 'booking', body) };
}

const booked = async (id: string) => (await sql('select 1 from public.bookings where client_request_id = $1', [id])).length;
const attempts = async (id: string) =>
  sql<{ outcome: string; error_code: string | null }>('select outcome, error_code from public.payments where client_request_id = $1', [id]);

afterEach(() => resetCounters('booking_create'));

describe('booking limits through the payments function', () => {
  it('refuses a stay longer than the maximum before any charge (the quote knows it), books nothing', () =>
    withSetting('max_stay_nights', 3, async () => {
      const { body, res } = await stay(email(), 'card', 4, 'chat');
      expect([res.status, res.error?.code, res.error?.message]).toEqual([400, 'P0001', 'STAY_TOO_LONG:3']);
      expect(await booked(body.client_request_id)).toBe(0);
      expect(await attempts(body.client_request_id)).toEqual([]);
    }));

  it('refuses a third stay to pay at the property for one e-mail, and still takes one paid by card', () =>
    withSetting('max_unpaid_stays_per_email', 2, async () => {
      const guest = email();
      expect((await stay(guest, 'onsite')).res.status).toBe(200);
      expect((await stay(guest, 'onsite')).res.status).toBe(200);
      const third = await stay(guest, 'onsite');
      expect([third.res.status, third.res.error?.message]).toEqual([400, 'TOO_MANY_UNPAID_STAYS:2']);
      expect(await booked(third.body.client_request_id)).toBe(0);
      expect((await stay(guest, 'card')).res.status).toBe(200);
    }));

  it('answers 429 with the seconds to wait once an e-mail has booked too often', () =>
    withRules('booking_create', { email: { max: 1, windowSeconds: 3600 } }, async () => {
      const guest = email();
      expect((await stay(guest, 'card')).res.status).toBe(200);
      const { body, res } = await stay(guest, 'card');
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(res.body?.retry_after)).toBeGreaterThan(3500);
      expect(await booked(body.client_request_id)).toBe(0);
    }));

  // Every pay-at-the-property booking counts the e-mail's unpaid stays; over ten seasons of bookings a scan of
  // the whole table made that count most of a booking's time (npm run bench:stay). Seq scans off, the planner
  // still falls back to one when no index can answer, so the plan shows whether one can.
  it('counts an e-mail\'s unpaid stays through an index, not by reading every booking', async () => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    const plans: string[] = [];
    client.on('notice', (n) => plans.push(n.message ?? ''));
    try {
      await client.query("load 'auto_explain'");
      await client.query("set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on; set auto_explain.log_level = notice; set enable_seqscan = off");
      await client.query('begin');
      await client.query("select public.enforce_booking_limits($1, '10.0.0.1', 1, 'onsite')", [email()]);
      await client.query('rollback');
    } finally {
      await client.end();
    }
    const count = plans.find((p) => p.includes('from public.bookings b') && p.includes("payment_method = 'onsite'"));
    expect(count).toBeDefined();
    expect(count).not.toMatch(/Seq Scan on bookings/);
  });
});
