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

// Watching the farm make a product is a visit of the dairy, not the list of that product's kind.
const DAIRY = 'dairy_visit: to visit the dairy, call 123 456 before you come.';
const dairyTools = farmStubTools(() => [
  { ...stubHit('dairy_visit', 0.24, 'visita al caseificio vedere come fate il formaggio dairy tour see how the cheese is made'), answer: DAIRY },
  stubHit('storage_aged', 0.2, 'formaggi cheese'),
]);

Deno.test('watching how a product is made at the farm is the dairy visit’s entry', async () => {
  for (const [lang, text] of [
    ['en', 'could we watch how you make your pecorino while we are there?'],
    ['en', 'is it possible to come and see how u guys make ricotta'],
    ['it', 'possiamo venire a vedere come fate il formaggio?'],
    ['it', 'si puo guardare come producete i formaggi?'],
  ] as const) {
    const said = (await talkToFarmStub(dairyTools, lang, [text])).message;
    ok(said === DAIRY, `${text} → ${said}`);
  }
});
