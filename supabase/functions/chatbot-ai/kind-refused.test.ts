// A kind of product refused by whom it is for ("non mangia carne di maiale", "can't eat pork"): the other kind, and a
// superlative asked among those next ("e tra quelli il più stagionato?") stays among them.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();
const cheesesOnly = (m: string) => /formaggi|cheeses/.test(m) && !/salumi|cured meats/.test(m);

Deno.test('a kind refused asks for the other kind', async () => {
  for (const [lang, said] of [
    ['en', 'my father doesnt eat pork at all, what could i gift him from your shop?'],
    ['it', 'mio marito non mangia la carne di maiale, che prodotti avete per lui?'],
    ['it', 'per mia suocera niente maiale, cosa le posso regalare?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(r.type === 'products' && cheesesOnly(r.message), `${said}: ${r.message}`);
  }
});

Deno.test('the most aged among the other kind, asked next, is one of those', async () => {
  const it = await talkToFarmStub(tools, 'it', ['mia sorella non mangia maiale, cosa posso regalarle?', 'e fra questi il piu stagionato disponibile?']);
  ok(it.message.includes('12 mesi') && !it.message.includes('Prosciutto'), it.message);
  const en = await talkToFarmStub(tools, 'en', ['no pork for my mum, gift ideas?', 'and of those, the oldest you have in stock?']);
  ok(en.message.includes('12 months') && !en.message.includes('ham'), en.message);
});

Deno.test('a kind never tried is no kind refused', async () => {
  const r = await talkToFarmStub(tools, 'it', ['non ho mai assaggiato il pecorino sardo fresco, com e?']);
  ok(!/salumi/.test(r.message), r.message);
});

Deno.test('a milk refused beside a kind is no kind refused', async () => {
  const en = await talkToFarmStub(tools, 'en', ['my son doesnt like sheep cheese, any cow milk ones?']);
  ok(/peretta/i.test(en.message), en.message);
  const it = await talkToFarmStub(tools, 'it', ['il latte di pecora non lo digerisco, avete formaggi di mucca?']);
  ok(/Peretta/.test(it.message), it.message);
});
