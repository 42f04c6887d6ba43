import { deepStrictEqual as assertEquals, ok as assert } from 'node:assert';
import Papa from 'papaparse';
import { defaultFormat, ordersCsv, type ExportOrder } from './csv.ts';

const address = (kind: 'shipping' | 'billing') => ({
  [`${kind}_first_name`]: 'Mary', [`${kind}_last_name`]: 'Smith', [`${kind}_address_line1`]: 'Via Roma 1', [`${kind}_address_line2`]: null,
  [`${kind}_city`]: 'Olbia', [`${kind}_postal_code`]: '07026', [`${kind}_province`]: 'SS', [`${kind}_country`]: 'Italia',
});

// Placed in English: the line's snapshot is the English name.
const order = {
  order_number: 'TS-2026-000042', created_at: '2026-07-01T10:05:00Z', guest_email: 'mary@example.test', is_guest_order: true,
  subtotal: '1234.5', shipping_amount: 0, tax_amount: '47.48', total_amount: '1234.50',
  payment_method: 'card', payment_status: 'completed', status: 'pending', language: 'en',
  shipping_email: 'mary@example.test', shipping_phone: '+39 333 1234567',
  ...address('shipping'), ...address('billing'),
  order_items: [
    { product_name: 'Spicy Sardinian sausage', product_name_it: 'Salsiccia sarda piccante', product_name_en: 'Spicy Sardinian sausage', product_sku: 'SAL-01', quantity: 2, unit_price: '9.9', total_price: '19.80' },
    { product_name: '=HYPERLINK("x")', product_name_it: null, product_name_en: null, product_sku: 'OLD', quantity: 1, unit_price: 5, total_price: 5 },
  ],
} as unknown as ExportOrder;

const parse = (csv: string, delimiter: string) => {
  assert(csv.startsWith('\uFEFF'), 'the BOM leads');
  return Papa.parse<Record<string, string>>(csv.slice(1), { header: true, delimiter, skipEmptyLines: true }).data;
};

Deno.test('the Italian admin gets Italian words, semicolons and decimal commas by default', () => {
  assertEquals(defaultFormat('it'), 'it');
  const csv = ordersCsv([order], { lang: 'it', format: defaultFormat('it') });
  assert(csv.startsWith('\uFEFFNumero ordine;Data;Cliente;'), csv.slice(0, 40));
  const [row, deleted] = parse(csv, ';');
  assertEquals(row['Prodotto'], 'Salsiccia sarda piccante');
  assertEquals(row['Prezzo unitario'], '9,90');
  assertEquals(row['Totale ordine'], '1234,50');
  assertEquals(row['IVA inclusa'], '47,48');
  assertEquals(row['Cliente'], 'Mary Smith (ospite)');
  assertEquals([row['Metodo di pagamento'], row['Stato pagamento'], row['Stato ordine']], ['Carta', 'Pagato', 'In lavorazione']);
  assertEquals(row['Lingua del cliente'], 'inglese');
  assertEquals(row['Data'], '2026-07-01 12:05');
  // A product deleted before both names were kept: the snapshot, still neutralised.
  assertEquals(deleted['Prodotto'], `'=HYPERLINK("x")`);
});

Deno.test('the English admin gets English words with commas and decimal points', () => {
  assertEquals(defaultFormat('en'), 'intl');
  const csv = ordersCsv([order], { lang: 'en', format: 'intl' });
  assert(csv.startsWith('\uFEFFOrder number,Date,Customer,'), csv.slice(0, 40));
  const [row] = parse(csv, ',');
  assertEquals(row['Product'], 'Spicy Sardinian sausage');
  assertEquals(row['Unit price'], '9.90');
  assertEquals(row['Order total'], '1234.50');
  assertEquals([row['Payment method'], row['Payment status'], row['Order status']], ['Card', 'Paid', 'Processing']);
  assertEquals(row["Customer's language"], 'English');
  assertEquals(row['Customer'], 'Mary Smith (guest)');
});

Deno.test('either language may choose the other format; a cell holding the delimiter is quoted', () => {
  const withSemicolon = { ...order, shipping_address_line2: 'Scala B; interno 4' } as ExportOrder;
  const [row] = parse(ordersCsv([withSemicolon], { lang: 'it', format: 'intl' }), ',');
  assertEquals(row['Prezzo unitario'], '9.90');
  const [italian] = parse(ordersCsv([withSemicolon], { lang: 'en', format: 'it' }), ';');
  assertEquals(italian['Unit price'], '9,90');
  assert(italian['Shipping address'].includes('Scala B; interno 4'));
});

Deno.test('every cell a spreadsheet would evaluate starts with an apostrophe, in both formats', () => {
  for (const format of ['it', 'intl'] as const) {
    const evil = { ...order, shipping_first_name: '+cmd', shipping_last_name: null, shipping_phone: '@SUM(1)', order_items: [] } as unknown as ExportOrder;
    const [row] = parse(ordersCsv([evil], { lang: 'en', format }), format === 'it' ? ';' : ',');
    assertEquals(row['Customer'], "'+cmd (guest)");
    assertEquals(row['Phone'], "'@SUM(1)");
  }
});
