// stay_day_rules, what the booking page's calendar may offer: the same deciding rule as quote_stay, so every day
// it marks is one the quote refuses for that reason, and a day it leaves out is one the quote accepts.
// Rules live in a window of nights no other suite books (days 6200-6230 from today).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { romeDay, ROOMS } from './helpers.ts';

const BASE = 6200;
const ROOM = ROOMS[3];
const day = (n: number) => romeDay(BASE + n);

interface DayRule { room_id: string; day: string; min_stay: number; closed_to_arrival: boolean; closed_to_departure: boolean; rule: string; rule_en: string }

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
  await db.query(`set timezone = 'UTC'`);
  // A wide season with a 3-night minimum on Saturdays, and a narrower one that wins with no arrivals on Sundays.
  await db.query(
    `insert into public.rate_rules (room_id, name, name_en, first_night, last_night, nightly_price, min_stay, priority)
     values ($1, 'test-day-rules stagione', 'test-day-rules season', $2, $3, 90, '{1,1,1,1,1,3,1}', 0)`,
    [ROOM, day(0), day(30)],
  );
  await db.query(
    `insert into public.rate_rules (room_id, name, name_en, first_night, last_night, nightly_price, min_stay, closed_to_arrival, closed_to_departure, priority)
     values ($1, 'test-day-rules ponte', 'test-day-rules bridge', $2, $3, 120, '{2,2,2,2,2,2,2}', '{7}', '{1}', 5)`,
    [ROOM, day(10), day(16)],
  );
});
afterAll(async () => {
  await db?.query(`delete from public.rate_rules where name like 'test-day-rules%'`);
  await db?.end();
});

async function dayRules(from: string, to: string): Promise<DayRule[]> {
  const { rows } = await db.query(
    `select room_id, to_char(day, 'YYYY-MM-DD') as day, min_stay, closed_to_arrival, closed_to_departure, rule, rule_en
     from public.stay_day_rules($1::uuid[], $2::date, $3::date)`,
    [[ROOM], from, to],
  );
  return rows as DayRule[];
}

async function quote(checkIn: string, checkOut: string): Promise<{ ok: boolean; reason?: string; problems?: { reason: string }[] }> {
  const { rows } = await db.query('select public.quote_stay($1::jsonb, $2::date, $3::date) as q', [
    JSON.stringify([{ room_id: ROOM, guests: 1 }]),
    checkIn,
    checkOut,
  ]);
  return rows[0].q;
}

const isoDow = (iso: string) => ((new Date(`${iso}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

describe('stay_day_rules', () => {
  it('marks exactly the days the quote refuses, for the reason the quote gives', async () => {
    const rules = await dayRules(day(0), day(24));
    const byDay = new Map(rules.map((r) => [r.day, r]));
    for (let n = 0; n <= 24; n++) {
      const d = day(n);
      const r = byDay.get(d);
      const minStay = r?.min_stay ?? 1;
      // An arrival one night short of its minimum is refused with MIN_STAY; at its minimum it is not.
      if (minStay > 1) {
        const short = await quote(d, romeDay(BASE + n + minStay - 1));
        expect(short.problems?.map((p) => p.reason)).toContain('MIN_STAY');
      }
      const atMin = await quote(d, romeDay(BASE + n + minStay));
      const reasons = (atMin.problems ?? []).map((p) => p.reason);
      expect(reasons.includes('CLOSED_TO_ARRIVAL'), `arrival ${d}`).toBe(Boolean(r?.closed_to_arrival));
      expect(reasons).not.toContain('MIN_STAY');
      // A departure on the day: refused exactly when the day says so.
      if (n >= 4) {
        const leaving = await quote(romeDay(BASE + n - 3), d);
        expect((leaving.problems ?? []).some((p) => p.reason === 'CLOSED_TO_DEPARTURE'), `departure ${d}`).toBe(Boolean(r?.closed_to_departure));
      }
    }
  });

  it('names the deciding rule in both languages and answers only days with a restriction', async () => {
    const rules = await dayRules(day(0), day(30));
    expect(rules.length).toBeGreaterThan(0);
    for (const r of rules) {
      expect(r.room_id).toBe(ROOM);
      expect(r.min_stay > 1 || r.closed_to_arrival || r.closed_to_departure).toBe(true);
      const inBridge = r.day >= day(10) && r.day <= day(16);
      expect(r.rule_en).toBe(inBridge ? 'test-day-rules bridge' : 'test-day-rules season');
      if (!inBridge) expect([r.min_stay, isoDow(r.day)]).toEqual([3, 6]);
    }
  });

  it('answers nothing for rooms without rules and for a range outside every rule', async () => {
    expect(await dayRules(day(40), day(60))).toEqual([]);
  });
});
