// The assistant prices a stay with the database's quote (quote_stay), as /prenota and the booking do: a seasonal
// rule's price, not the room's flat base price, and a minimum stay refused with its reason. Nights far away that
// no other suite touches (days 6500-6530 from today), room Lavanda.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { romeDay, ROOMS } from '../rules/helpers.ts';
import { chat } from './chat.ts';

const LAVANDA = ROOMS[0];
const day = (n: number) => romeDay(6500 + n);
let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
  await db.query(`delete from public.rate_rules where name like 'chat-price-%'`);
  await db.query(
    `insert into public.rate_rules (room_id, name, first_night, last_night, nightly_price, weekend_uplift, min_stay)
     values ($1, 'chat-price-season', $2, $3, 137, 0, array[1,1,1,1,1,1,1]), ($1, 'chat-price-min', $4, $5, 137, 0, array[5,5,5,5,5,5,5])`,
    [LAVANDA, day(0), day(9), day(20), day(29)],
  );
});
afterAll(async () => {
  await db?.query(`delete from public.rate_rules where name like 'chat-price-%'`);
  await db?.end();
});

/** Dates first, then the price of one room: the follow-up a guest writes (the dates carry across turns). */
async function ask(dates: string, price: string, language: 'it' | 'en') {
  const first = await chat([{ role: 'user', content: dates }], { language });
  return chat([{ role: 'user', content: dates }, { role: 'assistant', content: first.body.message }, { role: 'user', content: price }], { language });
}

describe('the price of a stay in the chat', () => {
  it('is the quote of the database, in both languages', async () => {
    const { rows } = await db.query('select public.quote_stay($1::jsonb, $2::date, $3::date) as q',
      [JSON.stringify([{ room_id: LAVANDA, guests: 2 }]), day(2), day(5)]);
    expect(rows[0].q).toMatchObject({ ok: true, total: 411 });
    const it_ = await ask(`camere libere dal ${day(2)} al ${day(5)}?`, 'quanto costa la Lavanda?', 'it');
    expect(it_.status).toBe(200);
    expect(it_.body.message).toMatch(/411,00\s€/);
    expect(it_.body.message).toMatch(/137,00\s€/);
    const en = await ask(`free rooms from ${day(2)} to ${day(5)}?`, 'how much is the Lavanda?', 'en');
    expect(en.body.message).toMatch(/411,00\s€/);
  });

  it('says when the arrival needs a longer stay, and gives no price', async () => {
    const reply = await ask(`camere libere dal ${day(21)} al ${day(23)}?`, 'quanto costa la Lavanda?', 'it');
    expect(reply.body.message).toMatch(/minimo è di 5 notti/);
    expect(reply.body.message).not.toMatch(/in tutto/);
  });
});
