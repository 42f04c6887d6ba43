import assert from 'node:assert/strict';
import { orderConfirmationMail, type OrderRow } from './order-mail.ts';

const order: OrderRow = {
  order_number: 'TS-2026-000042', language: 'it', subtotal: '36.40', shipping_amount: '7.90', tax_amount: '1.40',
  total_amount: '44.30', card_last_4: '4242', shipping_first_name: 'Anna', shipping_last_name: '<Rossi>',
  shipping_email: 'anna@example.it', shipping_phone: null, shipping_address_line1: 'Via Roma 1', shipping_address_line2: null,
  shipping_city: 'Olbia', shipping_postal_code: '07026', shipping_province: 'SS', shipping_country: 'Italia',
};
const items = [
  { product_name: 'Primo fiore', quantity: 2, unit_price: '14.50', total_price: '29.00' },
  { product_name: 'Maggiolina', quantity: 1, unit_price: '7.40', total_price: '7.40' },
];

Deno.test('the Italian confirmation lists items, totals and the shipping address', () => {
  const m = orderConfirmationMail(order, items);
  assert.ok(m.subject.includes('Conferma ordine TS-2026-000042'));
  for (const s of ['Primo fiore', 'Maggiolina', '29,00', '44,30', '7,90', 'Via Roma 1', '07026 Olbia (SS)', 'Italia', '•••• 4242']) {
    assert.ok(m.text.includes(s), `missing ${s}`);
  }
  assert.ok(m.html.includes('&lt;Rossi&gt;'));
  assert.ok(!m.html.includes('<Rossi>'));
});

Deno.test('the English confirmation is in English and shows free shipping', () => {
  const m = orderConfirmationMail({ ...order, language: 'en', shipping_amount: '0' }, items);
  assert.ok(m.subject.startsWith('Order confirmation'));
  assert.ok(m.text.includes('Shipping address'));
  assert.ok(m.text.includes('Free'));
});
