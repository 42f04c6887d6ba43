import assert from 'node:assert/strict';
import { confirmationMail, type BookingRow } from './booking-mail.ts';
import type { StoredQuote } from './stay-breakdown.ts';

// Intl writes a no-break space before the euro sign.
const includes = (text: string, part: string) => assert.ok(text.replaceAll('\u00a0', ' ').includes(part), `missing ${part}`);

const night = (date: string, price: number, more: Record<string, unknown> = {}) =>
  ({ date, price, weekend_uplift: 0, extra_guests: 0, cots: 5, extra_beds: 0, rule: 'Agosto', rule_en: 'August peak', ...more });
const quote: StoredQuote = {
  rooms: [
    { name: 'Elicrisio Standard', nights: [night('2027-08-10', 170), night('2027-08-11', 170), night('2027-08-13', 195, { weekend_uplift: 25 })], discount: null },
    { name: 'Lavanda Deluxe', nights: [{ date: '2027-08-10', price: 50, rule: null, rule_en: null }], discount: { percent: 10, amount: 5 } },
  ],
  tourist_tax: { enabled: true, per_person_night: 1.5, exempt_under_age: 14, taxable_guests: 2, taxable_nights: 3, amount: 9 },
};
const booking: BookingRow = {
  id: '00000000-0000-4000-8000-000000000001', reference: 'TS-FAM123', check_in: '2027-08-10', check_out: '2027-08-13',
  nights: 3, total_guests: 4, total_price: '585.00', first_name: 'Anna', last_name: 'Rossi', email: 'anna@example.it',
  phone: '333', payment_method: 'onsite', booking_status: 'confirmed', language: 'it', card_last_4: '1234', cancellation_fee: null, quote,
};
const rooms = [{ name: 'Elicrisio Standard', type: 'standard', guests: 3, price_per_night: '183.33' }];

Deno.test('the confirmation explains every night by its rule, the extras and the tax paid at the property, in Italian', () => {
  const m = confirmationMail(booking, rooms, 'http://x', null);
  for (const s of ['Perché questo prezzo', '2 notti dal 10 ago × 170,00 € · Agosto', '340,00 €', '1 notte dal 13 ago × 195,00 € · Agosto (fine settimana)',
    'Culle', '15,00 €', 'tariffa base', 'Sconto soggiorno lungo 10%', '−5,00 €',
    'Imposta di soggiorno: 9,00 €, da pagare in struttura e non inclusa nel totale', 'esenti i minori di 14 anni']) {
    includes(m.text, s);
  }
  includes(m.html, 'Perché questo prezzo');
});

Deno.test('the breakdown and the tax are in English for an English booking', () => {
  const m = confirmationMail({ ...booking, language: 'en' }, rooms, 'http://x', null);
  for (const s of ['Why this price', '2 nights from 10 Aug × 170,00 € · August peak', '(weekend)', 'Cots', 'base rate',
    'Long-stay discount 10%', 'Tourist tax: 9,00 €, paid at the property and not included in the total', 'children under 14 exempt']) {
    includes(m.text, s);
  }
  assert.ok(!m.text.includes('Agosto'));
});

Deno.test('a booking without a stored quote, or with the tax off, says nothing of either', () => {
  assert.ok(!confirmationMail({ ...booking, quote: null }, rooms, 'http://x', null).text.includes('Perché questo prezzo'));
  const off = { ...quote, tourist_tax: { ...quote.tourist_tax!, enabled: false, amount: 0 } };
  assert.ok(!confirmationMail({ ...booking, quote: off }, rooms, 'http://x', null).text.includes('Imposta di soggiorno'));
});
