// An activity at the farm with its products (a tasting, a dairy visit), asked when or for how much: the activity's
// entry, not the list of cheeses nor the rooms' prices.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const TASTING = 'tasting: for a tasting, dates and price, call 123 456.';
const tools = farmStubTools(() => [
  stubHit('long_stay', 0.31, 'soggiorni lunghi staying long stays'),
  { ...stubHit('tasting', 0.29, 'organizzate degustazioni dei vostri formaggi cheese tastings tasting'), answer: TASTING },
  stubHit('storage_aged', 0.2, 'formaggi cheese'),
]);

Deno.test('a tasting asked while staying, when and for how much, is the tasting’s entry', async () => {
  for (const [lang, text] of [
    ['en', 'during our stay we would like a tasting of your cheeses and salami, which day and what does it cost?'],
    ['it', 'mentre siamo da voi si puo fare una degustazione di formaggi? quanto costa a persona?'],
    ['en', 'is there a cheese tasting for guests? how much per person'],
    ['it', 'quando fate le degustazioni dei salumi e quanto si paga?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said === TASTING, `${text} → ${said}`);
  }
});

Deno.test('cheeses asked with no activity are still the cheeses', async () => {
  const r = await talkToFarmStub(tools, 'en', ['which cheeses do you have and how much are they?']);
  ok(r.type === 'products', r.message);
});
