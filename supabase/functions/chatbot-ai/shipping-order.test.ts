// The shipping asked of an order of named products ("and if I only buy the guanciale?" after the shipping cost, "quanto
// costa spedire la coppa?"): the fee for that order, from the products' prices and the shipping settings.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import { shippingForOrder } from './shipping-order.ts';
import type { Product, Settings } from './types.ts';

const tools = farmStubTools();

Deno.test('after the shipping cost, an order of one product named is that order’s fee', async () => {
  const cheek = await talkToFarmStub(tools, 'en', ['how much is delivery?', 'and if I only buy the peppered guanciale?']);
  ok(cheek.type === 'text' && cheek.message.includes('14,00') && cheek.message.includes('7,90'), cheek.message);
});

Deno.test('after the shipping cost, buying only one product named is that order’s fee', async () => {
  const ricotta = await talkToFarmStub(tools, 'it', ['spese di spedizione?', 'e se compro solo la ricotta maggiolina?']);
  ok(ricotta.type === 'text' && ricotta.message.includes('Maggiolina') && ricotta.message.includes('7,90'), ricotta.message);
});

Deno.test('an order of products over the threshold ships free', async () => {
  const rows = [{ name: 'Prosciutto di montagna', price: 34 }, { name: 'Coppa sarda', price: 19.9 }] as Product[];
  const said = shippingForOrder(rows, { subtotal: 53.9, shipping: 0 }, { free_shipping_threshold: 50, shipping_fee: 7.9 } as Settings, 'it');
  ok(said.includes('53,90') && said.includes('gratuita') && !said.includes('7,90'), said);
});

Deno.test('the cost of shipping a named product asked in one message is that order’s fee', async () => {
  const coppa = await talkToFarmStub(tools, 'it', ['quanto costa spedire la coppa sarda?']);
  ok(coppa.type === 'text' && coppa.message.includes('19,90') && coppa.message.includes('7,90'), coppa.message);
});

Deno.test('free shipping asked after an order of a quantity of a named product weighs that order against the threshold', async () => {
  const cases: Array<['it' | 'en', string[], RegExp]> = [
    // 3 × 18,90 = 56,70: free.
    ['it', ['vorrei ordinare tre rigatello del monte', 'la spedizione me la regalate allora?'], /56,70[^.]*gratuita/],
    // 2 × 14,00 = 28,00: the fee.
    ['en', ['putting 2 peppered guanciale in the basket', 'do i get free delivery with that?'], /28,00[^.]*7,90/],
    // 4 × 6,50 = 26,00.
    ['it', ['ne prendo 4 di ricotta maggiolina', 'cosi la spedizone e gratis?'], /26,00[^.]*7,90/],
    // 2 × 32,00 = 64,00: free.
    ['en', ['i will order two of the pecorino riserva 24 months', 'so is shipping free?'], /64,00[^.]*free/],
  ];
  for (const [lang, turns, must] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.type === 'text' && must.test(r.message), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('the shipping of a quantity of a named product asked in one message is that order’s fee', async () => {
  const r = await talkToFarmStub(tools, 'it', ['quanto costa spedire 3 coppe sarde?']);
  ok(r.type === 'text' && /59,70[^.]*gratuita/.test(r.message), r.message);
});
