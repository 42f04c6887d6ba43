// What a room costs a night before the guest has chosen dates: the lowest and highest nightly price the quote
// would give over the coming year (rules, weekend uplift, the flat price where no rule applies; closed nights
// left out). The room cards and the assistant say "from … a night" from it instead of the flat price, which no
// night may cost once the owner has entered seasons. Rules live on days 9400-9499 from today, which no other suite uses.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient } from '../helpers/clients.ts';
import { romeDay, ROOMS } from './helpers.ts';

const BASE = 9400;
const day = (n: number) => romeDay(BASE + n);
const [LAVANDA, ORCHIDEA] = ROOMS;

interface Range { room_id: string; price_from: string; price_to: string }

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
});
afterAll(async () => {
  await db?.query(`delete from public.rate_rules where name like 'range-test-%'`);
  await db?.query(`delete from public.room_closures where note like 'range-test-%'`);
  await db?.end();
});

async function range(from: string, to: string): Promise<Map<string, [number, number]>> {
  const { rows } = await db.query<Range>('select * from public.room_nightly_range($1::date, $2::date)', [from, to]);
  return new Map(rows.map((r) => [r.room_id, [Number(r.price_from), Number(r.price_to)]]));
}

const flat = async (room: string) => Number((await db.query('select price_per_night from public.rooms where id = $1', [room])).rows[0].price_per_night);

describe('room_nightly_range', () => {
  it('is the flat price where no rule applies', async () => {
    expect((await range(day(0), day(30))).get(LAVANDA)).toEqual([await flat(LAVANDA), await flat(LAVANDA)]);
  });

  it('spans the rules of the window, their weekend uplift and the flat price between them, without closed nights', async () => {
    const base = await flat(LAVANDA);
    // A season at 40 € with 15 € on Friday and Saturday nights for every room, one at 190 € for Lavanda only
    // (closed for good: it must not count), and a gap at the flat price.
    await db.query(
      `insert into public.rate_rules (room_id, name, first_night, last_night, priority, nightly_price, weekend_uplift)
       values (null, 'range-test-low', $1, $2, 0, 40, 15), ($3, 'range-test-peak', $4, $5, 0, 190, 0)`,
      [day(0), day(13), LAVANDA, day(20), day(24)],
    );
    await db.query(`insert into public.room_closures (room_id, first_night, last_night, note) values ($1, $2, $3, 'range-test-closed')`, [LAVANDA, day(20), day(24)]);
    const r = await range(day(0), day(30));
    expect(r.get(LAVANDA)).toEqual([40, Math.max(55, base)]);
    expect(r.get(ORCHIDEA)).toEqual([40, Math.max(55, await flat(ORCHIDEA))]);
    // Open again, the peak counts.
    await db.query(`delete from public.room_closures where note like 'range-test-%'`);
    expect((await range(day(0), day(30))).get(LAVANDA)).toEqual([40, 190]);
    // Outside the window the rules do not count.
    expect((await range(day(30), day(40))).get(LAVANDA)).toEqual([base, base]);
  });

  it('is what get_rooms tells every visitor, for the coming year', async () => {
    const { data, error } = await anonClient().rpc('get_rooms', { lang: 'it' });
    expect(error).toBeNull();
    const year = await range(romeDay(0), romeDay(365));
    for (const room of data as { id: string; price_from: number; price_to: number }[]) {
      expect([Number(room.price_from), Number(room.price_to)]).toEqual(year.get(room.id));
    }
  });

  it('is not callable by visitors on its own', async () => {
    const { error } = await anonClient().rpc('room_nightly_range' as never, { p_from: day(0), p_to: day(10) } as never);
    expect(error).not.toBeNull();
  });
});
