// Product filters said in other ways: a treatment refused (the other one asked), a superlative asked of what can be
// ordered now (in stock), a total with the shipping of an order whose product was named by a kind and a filter.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();
// The raw-milk cheeses of the farm's data: never offered when raw milk is refused.
const RAW_ONES = /Riserva|stagionato 12|Aged pecorino, 12|affumicato|Smoked Fiore/;

Deno.test('raw milk refused asks for the pasteurised cheeses, never the raw ones', async () => {
  for (const [lang, said] of [
    ['en', 'im expecting a baby so nothing unpasteurized for me, what cheese can i have?'],
    ['en', 'i have to avoid raw milk cheese, which ones are ok'],
    ['it', 'sono in gravidanza e non posso mangiare formaggi con latte crudo, quali mi consigli?'],
    ['it', 'niente formagi a latte crudo per mia moglie, cosa avete?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(/pasteuri|pastorizz/.test(r.message) && !RAW_ONES.test(r.message), `${said}: ${r.message}`);
  }
});

Deno.test('the raw ones asked by name after refusing raw milk are the raw ones, to avoid them', async () => {
  for (const [lang, said] of [
    ['en', 'no raw milk for me while pregnant, so which of your cheeses are raw milk ones?'],
    ['it', 'non posso prendere latte crudo: mi dici quali formaggi sono a latte crudo?'],
    ['en', 'doctor says avoid unpasteurised cheese - which are unpasteurized?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(/Riserva/.test(r.message), `${said}: ${r.message}`);
  }
});

Deno.test('raw or pasteurised asked of a product is its card', async () => {
  for (const [lang, said] of [['en', 'the caprino, pasteurized or raw milk?'], ['it', 'il rigatello è a latte crudo o pastorizzato?']] as const) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(/pasteuri|pastorizz/.test(r.message) && /Rigatello|Caprino|goat/.test(r.message), `${said}: ${r.message}`);
  }
});

Deno.test('not pasteurised asked alone is still raw milk', async () => {
  const r = await talkToFarmStub(tools, 'it', ['avete formaggi non pastorizzati?']);
  ok(/crudo/.test(r.message) && /Riserva/.test(r.message), r.message);
});

Deno.test('the most aged asked of what can be ordered now is the most aged in stock', async () => {
  for (const [lang, said] of [
    ['en', 'which is the most mature cheese i can order today?'],
    ['en', 'oldest pecorino available to order now?'],
    ['it', 'il pecorino piu vecchio che si puo ordinare ora'],
    ['it', 'qual è il formaggio più stagionato ordinabile adesso'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(/24,90/.test(r.message) && !/32,00/.test(r.message), `${said}: ${r.message}`);
  }
});

Deno.test('a total with shipping after an order named by its kind and a filter', async () => {
  for (const [lang, turns, total] of [
    ['it', ['mi metti nel carrello 2 pecorini freschi', 'quanto pago in totale con la spedizione'], '39,70'],
    ['en', ['i want to order 2 of the fresh pecorino', 'how much with shipping?'], '39,70'],
    ['en', ['can I get three fresh pecorinos?', 'whats the total with delivery?'], '55,60'],
    ['it', ['prendo 2 rigatello', 'quanto costa spedizione compresa?'], '45,70'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [...turns]);
    ok(r.message.includes(total), `${turns.join(' / ')}: ${r.message}`);
  }
});
