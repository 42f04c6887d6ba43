// Booking lookup and cancellation by reference plus e-mail answer 429 once a client address or an e-mail has
// used its budget (guesses and hits alike), so references cannot be guessed for a known e-mail.
import crypto from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ws from 'ws';
import { anonClient, anonKey, databaseUrl, serviceClient, stackUrl } from '../helpers/clients.ts';
import { resetCounters, sql, withRules } from './rules.ts';

const email = () => `lookup-${crypto.randomUUID().slice(0, 8)}@example.test`;
const noSession = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: ws as never },
};
/** An anonymous client that writes its own X-Forwarded-For and CF-Connecting-IP, as a script dodging a limit would. */
const spoofing = (forwardedFor: string) =>
  createClient(stackUrl(), anonKey(), {
    ...noSession,
    global: { headers: { 'x-forwarded-for': forwardedFor, 'cf-connecting-ip': forwardedFor } },
  });

/** A booking straight in the table (no rooms): only the lookup is under test here. */
async function booking(guestEmail: string, paymentMethod = 'card', daysAhead = 40): Promise<string> {
  const reference = `TS-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
  await sql(
    `insert into public.bookings (reference, check_in, check_out, nights, total_guests, total_price, first_name, last_name,
       email, payment_method, payment_status, policy_version)
     values ($1, (now() at time zone 'Europe/Rome')::date + $3::int, (now() at time zone 'Europe/Rome')::date + $3::int + 2,
       2, 2, 100, 'Ospite', 'Limite', $2, $4, 'pending', '1')`,
    [reference, guestEmail, daysAhead, paymentMethod]);
  return reference;
}

// From a clean budget: earlier files of the run (the assistant's lookups, the cancellation rules) count against the
// same address (127.0.0.1) within the same ten minutes.
beforeEach(() => resetCounters('booking_lookup'));
afterEach(() => resetCounters('booking_lookup'));

describe('booking lookup limits', () => {
  it('answers 429 with the seconds to wait once an e-mail has used its 10 lookups, guesses and hits alike', async () => {
    const guestEmail = email();
    const reference = await booking(guestEmail);
    const anon = anonClient();
    for (let i = 0; i < 9; i++) {
      const guess = await anon.rpc('find_booking', { p_reference: `TS-GUESS${i}`, p_email: guestEmail });
      expect(guess.error).toBeNull();
      expect(guess.data).toBeNull();
    }
    expect((await anon.rpc('find_booking', { p_reference: reference, p_email: guestEmail })).data).toMatchObject({ reference });
    const refused = await anon.rpc('find_booking', { p_reference: reference, p_email: guestEmail.toUpperCase() });
    expect(refused.status).toBe(429);
    expect(refused.data).toBeNull();
    expect(refused.error).toMatchObject({ code: 'PT429', message: 'RATE_LIMITED' });
    const wait = Number(refused.error?.details);
    expect(wait).toBeGreaterThan(500);
    expect(wait).toBeLessThanOrEqual(600);
    // Another e-mail from the same address still has its own budget.
    expect((await anon.rpc('find_booking', { p_reference: reference, p_email: email() })).status).toBe(200);
  });

  it('shares one budget between lookup and cancellation, and a refused cancellation cancels nothing', async () => {
    await withRules('booking_lookup', { email: { max: 3 } }, async () => {
      const guestEmail = email();
      const reference = await booking(guestEmail);
      const anon = anonClient();
      expect((await anon.rpc('find_booking', { p_reference: 'TS-NOPE01', p_email: guestEmail })).status).toBe(200);
      expect((await anon.rpc('cancel_booking', { p_reference: 'TS-NOPE02', p_email: guestEmail })).status).toBe(200);
      expect((await anon.rpc('find_booking', { p_reference: reference, p_email: guestEmail })).status).toBe(200);
      const refused = await anon.rpc('cancel_booking', { p_reference: reference, p_email: guestEmail });
      expect([refused.status, refused.error?.code]).toEqual([429, 'PT429']);
      const [row] = await sql<{ booking_status: string }>('select booking_status from public.bookings where reference = $1', [reference]);
      expect(row.booking_status).toBe('confirmed');
    });
  });

  it('counts a client address whatever X-Forwarded-For or CF-Connecting-IP the caller writes', async () => {
    await withRules('booking_lookup', { ip: { max: 5 } }, async () => {
      const statuses: number[] = [];
      // A new e-mail and a new made-up first X-Forwarded-For entry each time: only the address can refuse.
      for (let i = 0; i < 6; i++) {
        statuses.push((await spoofing(`203.0.113.${i}`).rpc('find_booking', { p_reference: 'TS-NOPE03', p_email: email() })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await anonClient().rpc('cancel_booking', { p_reference: 'TS-NOPE04', p_email: email() })).status).toBe(429);
    });
  });

  it('does not count the address of a server function calling with the service role, but still counts the e-mail', async () => {
    await withRules('booking_lookup', { ip: { max: 2 }, email: { max: 2 } }, async () => {
      const service = serviceClient();
      for (let i = 0; i < 3; i++) expect((await service.rpc('find_booking', { p_reference: 'TS-NOPE05', p_email: email() })).status).toBe(200);
      const guestEmail = email();
      await service.rpc('find_booking', { p_reference: 'TS-NOPE06', p_email: guestEmail });
      await service.rpc('find_booking', { p_reference: 'TS-NOPE07', p_email: guestEmail });
      expect((await service.rpc('find_booking', { p_reference: 'TS-NOPE08', p_email: guestEmail })).status).toBe(429);
    });
  });

  it('keeps no address or e-mail in clear in its counters', async () => {
    const guestEmail = email();
    await anonClient().rpc('find_booking', { p_reference: 'TS-NOPE09', p_email: guestEmail });
    const rows = await sql<{ key_hash: string }>("select key_hash from public.rate_limits where action = 'booking_lookup'");
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.key_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the counters out of reach of every API role', async () => {
    for (const client of [anonClient(), serviceClient()]) {
      expect((await client.from('rate_limits').select('*')).error).not.toBeNull();
      expect((await client.from('rate_limit_rules').update({ max_hits: 1000000 }).eq('action', 'booking_lookup')).error).not.toBeNull();
    }
    expect((await anonClient().rpc('rate_limit_hit', { p_action: 'booking_lookup', p_ip: '1.2.3.4' })).error).not.toBeNull();
  });

  it('takes the client address from CF-Connecting-IP (hosted), else from the last X-Forwarded-For entry', async () => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    const address = async (headers: Record<string, string> | null) => {
      await client.query("select set_config('request.headers', $1, false)", [headers ? JSON.stringify(headers) : '']);
      return (await client.query<{ ip: string | null }>('select public.request_client_ip() as ip')).rows[0].ip;
    };
    try {
      expect(await address({ 'cf-connecting-ip': '203.0.113.5', 'x-forwarded-for': '6.6.6.6, 10.0.0.1' })).toBe('203.0.113.5');
      expect(await address({ 'x-forwarded-for': '6.6.6.6, 198.51.100.9' })).toBe('198.51.100.9');
      expect(await address({ 'x-forwarded-for': ' 198.51.100.9 ' })).toBe('198.51.100.9');
      expect(await address({})).toBeNull();
      expect(await address(null)).toBeNull();
    } finally {
      await client.end();
    }
  });

  it('counts concurrent lookups exactly: 20 at once for one e-mail, 10 answered, 10 refused', async () => {
    const guestEmail = email();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => anonClient().rpc('find_booking', { p_reference: `TS-RACE${i}`, p_email: guestEmail })),
    );
    const counts = statuses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 200: 10, 429: 10 });
  });
});
