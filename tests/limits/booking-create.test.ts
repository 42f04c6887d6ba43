// public.enforce_booking_limits, the hook create_booking calls before it inserts (wired by the payments work):
// called here directly as the service role, as create_booking's payment function does. Once the branches are
// merged, the booking page and chat journeys exercise it through create_booking.
import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '../helpers/clients.ts';
import { newUserClient } from '../helpers/clients.ts';
import { resetCounters, sql, withRules, withSetting } from './rules.ts';

const email = () => `stay-${crypto.randomUUID().slice(0, 8)}@example.test`;
const hook = (p: { email: string; ip?: string | null; nights?: number; method?: string }) =>
  serviceClient().rpc('enforce_booking_limits', {
    p_email: p.email, p_client_ip: p.ip ?? '198.51.100.20', p_nights: p.nights ?? 2, p_payment_method: p.method ?? 'card',
  });

async function unpaidStay(guestEmail: string, opts: { checkOutInDays?: number; status?: string; method?: string } = {}) {
  const out = opts.checkOutInDays ?? 30;
  await sql(
    `insert into public.bookings (reference, check_in, check_out, nights, total_guests, total_price, first_name, last_name,
       email, payment_method, payment_status, booking_status, policy_version)
     values ($1, (now() at time zone 'Europe/Rome')::date + $3::int - 2, (now() at time zone 'Europe/Rome')::date + $3::int,
       2, 2, 100, 'Ospite', 'Limite', $2, $5, 'pending', $4, '1')`,
    [`TS-${crypto.randomBytes(3).toString('hex').toUpperCase()}`, guestEmail, out, opts.status ?? 'confirmed', opts.method ?? 'onsite']);
}

afterEach(() => resetCounters('booking_create'));

describe('booking limits (enforce_booking_limits)', () => {
  it('refuses a stay longer than the maximum set by the admin, 30 nights by default', async () => {
    expect((await hook({ email: email(), nights: 30 })).error).toBeNull();
    const refused = await hook({ email: email(), nights: 31 });
    expect([refused.status, refused.error?.code, refused.error?.message]).toEqual([400, 'P0001', 'STAY_TOO_LONG:30']);
  });

  it('refuses a third unpaid stay for one e-mail; cancelled, past and paid stays do not count', () =>
    withSetting('max_unpaid_stays_per_email', 2, async () => {
    const guestEmail = email();
    await unpaidStay(guestEmail);
    await unpaidStay(guestEmail, { status: 'cancelled' });
    await unpaidStay(guestEmail, { checkOutInDays: -1 });
    await unpaidStay(guestEmail, { method: 'card' });
    expect((await hook({ email: guestEmail, method: 'onsite' })).error).toBeNull();
    await unpaidStay(guestEmail);
    const refused = await hook({ email: guestEmail.toUpperCase(), method: 'onsite' });
    expect([refused.status, refused.error?.code, refused.error?.message]).toEqual([400, 'P0001', 'TOO_MANY_UNPAID_STAYS:2']);
    // Paying by card is still possible.
    expect((await hook({ email: guestEmail, method: 'card' })).error).toBeNull();
  }));

  it('follows the settings an admin changes, and only an admin may change them', () =>
    withSetting('max_stay_nights', 30, () => withSetting('max_unpaid_stays_per_email', 2, async () => {
    const admin = anonClient();
    const { error: signInError } = await admin.auth.signInWithPassword({ email: 'admin@tenuta.local', password: 'admin123!' });
    expect(signInError).toBeNull();
    const customer = await newUserClient();
      const denied = await customer.client.from('settings').update({ value: 365 }).eq('key', 'max_stay_nights').select();
      expect(denied.data ?? []).toEqual([]);
      expect((await anonClient().from('settings').update({ value: 365 }).eq('key', 'max_stay_nights').select()).data ?? []).toEqual([]);
      expect((await admin.from('settings').update({ value: 7 }).eq('key', 'max_stay_nights').select()).data).toHaveLength(1);
      expect((await hook({ email: email(), nights: 8 })).error?.message).toBe('STAY_TOO_LONG:7');
      expect((await admin.from('settings').update({ value: 0 }).eq('key', 'max_unpaid_stays_per_email').select()).error).toBeNull();
      expect((await hook({ email: email(), method: 'onsite' })).error?.message).toBe('TOO_MANY_UNPAID_STAYS:0');
      // Not a whole number in range: refused by the table, whoever writes it.
      for (const value of ['30', 2.5, 0, 366, -1]) {
        const bad = await admin.from('settings').update({ value }).eq('key', 'max_stay_nights').select();
        expect(bad.error?.code, JSON.stringify(value)).toBe('23514');
      }
  })));

  it('answers 429 with the seconds to wait once an address or an e-mail has booked too often', async () => {
    await withRules('booking_create', { ip: { max: 3, windowSeconds: 3600 }, email: { max: 2, windowSeconds: 3600 } }, async () => {
      const guestEmail = email();
      expect((await hook({ email: guestEmail, ip: '198.51.100.30' })).error).toBeNull();
      expect((await hook({ email: guestEmail, ip: '198.51.100.31' })).error).toBeNull();
      const byEmail = await hook({ email: guestEmail, ip: '198.51.100.32' });
      expect([byEmail.status, byEmail.error?.code, byEmail.error?.message]).toEqual([429, 'PT429', 'RATE_LIMITED']);
      expect(Number(byEmail.error?.details)).toBeGreaterThan(3500);
      for (let i = 0; i < 3; i++) expect((await hook({ email: email(), ip: '198.51.100.40' })).error).toBeNull();
      expect((await hook({ email: email(), ip: '198.51.100.40' })).status).toBe(429);
    });
  });

  it('may be called only by the service role', async () => {
    const res = await anonClient().rpc('enforce_booking_limits', { p_email: email(), p_client_ip: null, p_nights: 1, p_payment_method: 'card' });
    expect(res.error?.code).toBe('42501');
  });
});
