// The cancellation policy has one home, settings.cancellation_policy: the fee charged, the fee previewed by the
// lookup and the figures the policy page, the assistant and the e-mails word all come from it.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeClient } from '../rls/actors.ts';
import { book, bookingBody, romeDay, ROOMS } from './helpers.ts';

const FARM_POLICY = { free_over_days: 15, partial_from_days: 7, partial_percent: 50 };

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
});
afterAll(async () => db?.end());

const setPolicy = (value: unknown) =>
  db.query(`update public.settings set value = $1::jsonb where key = 'cancellation_policy'`, [JSON.stringify(value)]);

describe('the cancellation policy in the settings', () => {
  it('is the farm policy, readable by every visitor', async () => {
    const { data, error } = await makeClient().from('settings').select('value').eq('key', 'cancellation_policy').single();
    expect(error).toBeNull();
    expect(data?.value).toEqual(FARM_POLICY);
  });

  it.each([
    [30, 0, 0],
    [16, 0, 0],
    [15, 50, 50],
    [7, 50, 50],
    [6, 100, 100],
    [0, 100, 100],
    [-1, 100, 100],
  ])('%i days before check-in: %i percent of the total, %i of 100', async (days, percent, fee) => {
    expect((await db.query('select public.cancellation_fee_percent($1) as p', [days])).rows[0].p).toBe(percent);
    expect((await makeClient().rpc('cancellation_fee', { p_total: 100, p_days_before: days })).data).toBe(fee);
  });

  it('rounds a fee to the cent', async () => {
    expect((await makeClient().rpc('cancellation_fee', { p_total: 50.01, p_days_before: 10 })).data).toBe(25.01);
  });

  it('charges by the figures in the settings, not by numbers written anywhere else', async () => {
    try {
      await setPolicy({ free_over_days: 20, partial_from_days: 5, partial_percent: 30 });
      const anon = makeClient();
      expect((await anon.rpc('cancellation_fee', { p_total: 100, p_days_before: 21 })).data).toBe(0);
      expect((await anon.rpc('cancellation_fee', { p_total: 100, p_days_before: 16 })).data).toBe(30);
      expect((await anon.rpc('cancellation_fee', { p_total: 100, p_days_before: 5 })).data).toBe(30);
      expect((await anon.rpc('cancellation_fee', { p_total: 100, p_days_before: 4 })).data).toBe(100);
    } finally {
      await setPolicy(FARM_POLICY);
    }
  });

  it.each([
    ['thresholds out of order', { free_over_days: 5, partial_from_days: 7, partial_percent: 50 }],
    ['a share over 100%', { free_over_days: 15, partial_from_days: 7, partial_percent: 150 }],
    ['a fractional day', { free_over_days: 15.5, partial_from_days: 7, partial_percent: 50 }],
    ['a missing figure', { free_over_days: 15, partial_percent: 50 }],
    ['text for a number', { free_over_days: '15', partial_from_days: 7, partial_percent: 50 }],
  ])('refuses %s', async (_name, value) => {
    await expect(setPolicy(value)).rejects.toMatchObject({ code: '23514' });
  });
});

describe('the lookup previews the fee the cancellation then charges', () => {
  it.each([
    [20, 0, 0],
    [10, 50, 50],
    [3, 100, 100],
  ])('%i days before check-in: the preview says %i percent (%i of 100), and cancelling charges the same', async (days, percent, fee) => {
    const who = `preview${days}`;
    const { data: booked, error } = await book(makeClient(), bookingBody(ROOMS[3], romeDay(days), romeDay(days + 2), who));
    if (error || !booked) throw new Error(error?.message ?? 'no booking');
    const anon = makeClient();
    const email = `ospite${who}@example.test`;
    const found = await anon.rpc('find_booking', { p_reference: booked.reference, p_email: email });
    expect(found.error).toBeNull();
    expect(found.data.cancellation_now).toEqual({ days_before: days, fee_percent: percent, fee });
    const cancelled = await anon.rpc('cancel_booking', { p_reference: booked.reference, p_email: email });
    expect(cancelled.error).toBeNull();
    expect(cancelled.data).toMatchObject({ booking_status: 'cancelled', cancellation_fee: fee });
  });
});
