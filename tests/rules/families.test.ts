// quote_stay for families: children's ages, cots and extra beds within the room's settings, each priced by
// the database. Nights far away that no other suite uses (days 6300-6320 from today), no rate rule there, so
// the room's own price decides every night.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { romeDay, ROOMS } from './helpers.ts';

const ROOM = ROOMS[0];
const TWIN = ROOMS[3];
const IN = romeDay(6300);
const OUT = romeDay(6303);

interface Night { cots: number; extra_beds: number; extra_guests: number; price: number }
interface RoomQuote { nights: Night[]; nights_total: number; extras_total: number; total: number; cots: number; extra_beds: number; children: number; child_ages: number[] }
interface Quote { ok: boolean; reason?: string; rooms: RoomQuote[]; total: number; tourist_tax: Record<string, unknown>; max_guests?: number }

let db: pg.Client;
let saved: { room: Record<string, unknown>; twin: Record<string, unknown>; tax: unknown };
const SETTINGS = 'max_guests, max_cots, cot_fee, max_extra_beds, extra_bed_fee, price_per_night';

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
  const row = async (id: string) => (await db.query(`select ${SETTINGS} from public.rooms where id = $1`, [id])).rows[0];
  saved = {
    room: await row(ROOM),
    twin: await row(TWIN),
    tax: (await db.query(`select value from public.settings where key = 'tourist_tax'`)).rows[0]?.value ?? null,
  };
  await db.query(`update public.rooms set max_guests = 2, max_cots = 1, cot_fee = 4, max_extra_beds = 1, extra_bed_fee = 25,
    price_per_night = 50 where id = $1`, [ROOM]);
  await db.query(`update public.rooms set max_guests = 2, max_cots = 0, max_extra_beds = 0 where id = $1`, [TWIN]);
});

afterAll(async () => {
  if (saved) {
    for (const [id, r] of [[ROOM, saved.room], [TWIN, saved.twin]] as const) {
      await db.query(`update public.rooms set max_guests = $2, max_cots = $3, cot_fee = $4, max_extra_beds = $5,
        extra_bed_fee = $6, price_per_night = $7 where id = $1`,
      [id, r.max_guests, r.max_cots, r.cot_fee, r.max_extra_beds, r.extra_bed_fee, r.price_per_night]);
    }
    if (saved.tax !== null) await db.query(`update public.settings set value = $1 where key = 'tourist_tax'`, [JSON.stringify(saved.tax)]);
  }
  await db?.end();
});

async function quote(rooms: unknown): Promise<Quote> {
  const { rows } = await db.query('select public.quote_stay($1::jsonb, $2::date, $3::date) as q', [JSON.stringify(rooms), IN, OUT]);
  return rows[0].q as Quote;
}

describe('quote_stay with children, cots and extra beds', () => {
  it('prices a cot per night and lets its child take no place', async () => {
    // Two adults and a baby of 1 in a cot: three guests in a room for two.
    const q = await quote([{ room_id: ROOM, guests: 3, child_ages: [1], cots: 1 }]);
    expect(q.ok).toBe(true);
    const r = q.rooms[0];
    expect(r).toMatchObject({ cots: 1, extra_beds: 0, children: 1, child_ages: [1] });
    expect(r.nights.map((n) => Number(n.cots))).toEqual([4, 4, 4]);
    expect(Number(r.nights_total)).toBe(150);
    expect(Number(r.extras_total)).toBe(12);
    expect(Number(q.total)).toBe(162);
  });

  it('prices an extra bed per night and counts it as one more place', async () => {
    const q = await quote([{ room_id: ROOM, guests: 3, child_ages: [8], extra_beds: 1 }]);
    expect(q.ok).toBe(true);
    expect(q.rooms[0].nights.map((n) => Number(n.extra_beds))).toEqual([25, 25, 25]);
    expect(Number(q.rooms[0].extras_total)).toBe(75);
    expect(Number(q.total)).toBe(225);
  });

  it('takes a cot and an extra bed together: four guests in a room for two', async () => {
    const q = await quote([{ room_id: ROOM, guests: 4, child_ages: [0, 6], cots: 1, extra_beds: 1 }]);
    expect(q.ok).toBe(true);
    expect(Number(q.total)).toBe(150 + 12 + 75);
  });

  it('refuses a third guest without a cot or an extra bed', async () => {
    expect(await quote([{ room_id: ROOM, guests: 3, child_ages: [1] }])).toMatchObject({ ok: false, reason: 'OVER_CAPACITY', max_guests: 2 });
  });

  it('refuses more cots or extra beds than the room takes', async () => {
    expect(await quote([{ room_id: ROOM, guests: 4, child_ages: [0, 1], cots: 2 }])).toMatchObject({ ok: false, reason: 'OVER_CAPACITY' });
    expect(await quote([{ room_id: ROOM, guests: 2, extra_beds: 2 }])).toMatchObject({ ok: false, reason: 'OVER_CAPACITY' });
    expect(await quote([{ room_id: TWIN, guests: 3, child_ages: [1], cots: 1 }])).toMatchObject({ ok: false, reason: 'OVER_CAPACITY' });
    expect(await quote([{ room_id: TWIN, guests: 2, extra_beds: 1 }])).toMatchObject({ ok: false, reason: 'OVER_CAPACITY' });
  });

  it('refuses a cot without a child under 3, and counts that are not whole numbers 0-3', async () => {
    expect(await quote([{ room_id: ROOM, guests: 2, child_ages: [5], cots: 1 }])).toMatchObject({ ok: false, reason: 'INVALID_GUESTS' });
    expect(await quote([{ room_id: ROOM, guests: 2, cots: 1 }])).toMatchObject({ ok: false, reason: 'INVALID_GUESTS' });
    for (const bad of [-1, 1.5, '1', 4]) {
      expect(await quote([{ room_id: ROOM, guests: 2, extra_beds: bad }])).toMatchObject({ ok: false, reason: 'INVALID_GUESTS' });
    }
  });

  it('exempts children under the setting age from the tourist tax, paid at the property and never in the total', async () => {
    await db.query(`update public.settings set value = '{"enabled": true, "per_person_night": 2, "exempt_under_age": 14, "max_nights": 7}'
      where key = 'tourist_tax'`);
    const q = await quote([{ room_id: ROOM, guests: 4, child_ages: [1, 15], cots: 1, extra_beds: 1 }]);
    expect(q.ok).toBe(true);
    // Three taxable guests (two adults and the child of 15), three nights, 2 € each.
    expect(q.tourist_tax).toMatchObject({ paid_at_property: true, taxable_guests: 3, taxable_nights: 3, amount: 18 });
    expect(Number(q.total)).toBe(150 + 12 + 75);
  });
});
