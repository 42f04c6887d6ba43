// The guest's confirmation e-mail, as the outbox sends it for a booking made through the payments function with
// the tourist tax on: the tax is there in the guest's language, in euro written the Italian way, as paid at the
// property and apart from the total and the card guarantee; and the per-night "why this price" breakdown is there.
// Nights no other suite uses (days 8600-8620 from today). The tax setting is restored afterwards.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient } from '../helpers/clients.ts';
import { card, pay } from '../helpers/payments.ts';
import { romeDay, ROOMS } from '../rules/helpers.ts';
import { mailsTo, waitFor } from './inbox.ts';

let db: pg.Client;
let savedTax: string | null = null;

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
  savedTax = (await db.query(`select value::text from public.settings where key = 'tourist_tax'`)).rows[0]?.value ?? null;
  await db.query(`insert into public.settings (key, value) values ('tourist_tax', $1::jsonb)
    on conflict (key) do update set value = excluded.value`,
  [JSON.stringify({ enabled: true, per_person_night: 2, exempt_under_age: 14, max_nights: 7 })]);
});
afterAll(async () => {
  if (db) {
    if (savedTax === null) await db.query(`delete from public.settings where key = 'tourist_tax'`);
    else await db.query(`update public.settings set value = $1::jsonb where key = 'tourist_tax'`, [savedTax]);
    await db.end();
  }
});

/** Books three nights for two adults (2 € each a night: 12,00 €) and returns the mail it sent. */
async function bookAndRead(language: 'it' | 'en', from: number) {
  const email = `tax-${language}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const room = ROOMS[2];
  await db.query(`update public.booking_rooms set cancelled = true where room_id = $1 and daterange(check_in, check_out) && daterange($2::date, $3::date)`,
    [room, romeDay(from), romeDay(from + 3)]);
  const res = await pay<{ booking: { reference: string; tourist_tax: number } }>(anonClient(), 'booking', {
    client_request_id: crypto.randomUUID(), language, source: 'page', method: 'onsite',
    rooms: [{ room_id: room, guests: 2 }], check_in: romeDay(from), check_out: romeDay(from + 3),
    guest: { first_name: 'Tassa', last_name: 'Soggiorno', email, phone: '+39 333 1234567' }, card: card(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(Number(res.data!.booking.tourist_tax)).toBe(12);
  const mail = await waitFor(`confirmation to ${email}`, async () => (await mailsTo(inject('INBOX_URL'), email))[0]);
  expect(mail.subject).toContain(res.data!.booking.reference);
  // Intl writes a no-break space before the euro sign.
  return { text: mail.text.replaceAll('\u00a0', ' '), html: mail.html.replaceAll('\u00a0', ' ').replaceAll('&nbsp;', ' ') };
}

describe('the booking confirmation e-mail with the tourist tax on', () => {
  it('in Italian: the tax as its own line beside the total, paid at the property, and the night-by-night breakdown', async () => {
    const { text, html } = await bookAndRead('it', 8600);
    expect(text).toMatch(/\nTotale: \d+,\d\d €\nImposta di soggiorno: 12,00 €, da pagare in struttura, non compresa nel totale né nella garanzia con carta\n/);
    expect(text).toContain('Perché questo prezzo');
    expect(text).toMatch(/3 notti dal \d+ \S+ × \d+,\d\d € · /);
    expect(html).toContain('12,00 €');
    expect(text).not.toMatch(/Tourist tax|Why this price/);
  });

  it('in English: the same', async () => {
    const { text } = await bookAndRead('en', 8610);
    expect(text).toMatch(/\nTotal: \d+,\d\d €\nTourist tax: 12,00 €, paid at the property, not included in the total or in the card guarantee\n/);
    expect(text).toContain('Why this price');
    expect(text).toMatch(/3 nights from \d+ \S+ × \d+,\d\d € · /);
    expect(text).not.toMatch(/Imposta di soggiorno|Perché questo prezzo/);
  });
});
