import assert from 'node:assert/strict';

const assertStringIncludes = (text: string, part: string) => assert.ok(text.includes(part), `missing ${part}`);
import { type BookingRow, cancellationMail, confirmationMail } from './booking-mail.ts';

const booking: BookingRow = {
  id: '00000000-0000-4000-8000-000000000001', reference: 'TS-7K3Q9X', check_in: '2026-07-10', check_out: '2026-07-12',
  nights: 2, total_guests: 3, total_price: '200.00', first_name: 'Anna', last_name: '<Rossi>', email: 'anna@example.it',
  phone: '333', payment_method: 'onsite', booking_status: 'confirmed', language: 'it', card_last_4: '1234', cancellation_fee: null,
};
// Figures unlike the farm's own, so a restated policy in the code would show.
const policy = { free_over_days: 20, partial_from_days: 5, partial_percent: 30 };
const rooms = [
  { name: 'Lavanda Deluxe', type: 'deluxe', guests: 2, price_per_night: '50.00' },
  { name: 'Orchidea Deluxe', type: 'deluxe', guests: 1, price_per_night: '50.00' },
];

Deno.test('the confirmation lists rooms, guests, dates, nights, total, method, policy and the lookup link in Italian', () => {
  const m = confirmationMail(booking, rooms, 'http://localhost:56710/', policy);
  assertStringIncludes(m.subject, 'TS-7K3Q9X');
  for (const s of ['Lavanda Deluxe', 'Orchidea Deluxe', '10 luglio 2026', '12 luglio 2026', 'Notti: 2', 'Ospiti: 3', '200,00', 'Pagamento in struttura', 'più di 20 giorni', 'Tra 20 e 5 giorni', '30% del totale', 'http://localhost:56710/prenotazione?ref=TS-7K3Q9X']) {
    assertStringIncludes(m.text, s);
  }
  assertStringIncludes(m.html, '&lt;Rossi&gt;');
  assert(!m.html.includes('<Rossi>'));
});

Deno.test('the confirmation is in English for an English booking', () => {
  const m = confirmationMail({ ...booking, language: 'en' }, rooms, 'http://x', policy);
  assertStringIncludes(m.subject, 'Booking confirmed');
  assertStringIncludes(m.text, '10 July 2026');
  assertStringIncludes(m.text, 'Pay at the property');
  assertStringIncludes(m.text, 'more than 20 days before check-in');
  assertStringIncludes(m.text, 'http://x/en/prenotazione?ref=TS-7K3Q9X'); // the English lookup page
});

Deno.test('without a readable policy the mail points to the policy page instead of inventing figures', () => {
  const m = confirmationMail(booking, rooms, 'http://x', null);
  assertStringIncludes(m.text, 'pagina della politica di prenotazione');
});

Deno.test('the cancellation states the recorded fee', () => {
  const m = cancellationMail({ ...booking, booking_status: 'cancelled', cancellation_fee: '100.00' }, rooms, policy);
  assertStringIncludes(m.text, 'Penale di cancellazione: 100,00');
});

Deno.test('the tourist tax stands beside the total as paid at the property, apart from the total and the guarantee', () => {
  const nbsp = (s: string) => s.replaceAll('\u00a0', ' ');
  const it = nbsp(confirmationMail({ ...booking, tourist_tax: '12.00' }, rooms, 'http://x', policy).text);
  assertStringIncludes(it, 'Totale: 200,00 €\nImposta di soggiorno: 12,00 €, da pagare in struttura, non compresa nel totale né nella garanzia con carta\n');
  const en = nbsp(confirmationMail({ ...booking, language: 'en', tourist_tax: 12 }, rooms, 'http://x', policy).text);
  assertStringIncludes(en, 'Total: 200,00 €\nTourist tax: 12,00 €, paid at the property, not included in the total or in the card guarantee\n');
  for (const tax of [0, '0.00', null, undefined]) {
    assert.ok(!confirmationMail({ ...booking, tourist_tax: tax }, rooms, 'http://x', policy).text.includes('Imposta di soggiorno'));
  }
});
