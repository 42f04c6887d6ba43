// Kind read from blind set 11: what a named product is made of, asked with a food the guest avoids: its listed
// ingredients and whether that food is among them, from the product's row; not listed is said so, with the farm.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('the ingredients of a named product, and whether the food avoided is among them', async () => {
  const cases: Array<['it' | 'en', string, RegExp]> = [
    ['en', 'does the cured pork loin have any garlic in it? im allergic', /Cured pork loin contains garlic/],
    ['it', 'cosa c e dentro la pancetta arrotolata? non posso mangiare il pepe', /Pancetta arrotolata contiene pepe/],
    ['en', 'what are the ingredients of the sardinian coppa, i avoid garlic', /Garlic is not among the ingredients of Sardinian coppa.*ask the farm.*0789/],
    ['it', 'il prosciutto di montagna contiene aglio? sono intollerante', /non c'è aglio.*chiedi alla tenuta.*0789/],
    ['en', 'whats in the peppered guanciale, im alergic to bay leaf', /bay leaf/i],
  ];
  for (const [lang, q, want] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(want.test(r.message), `${q} → ${r.message}`);
  }
});

Deno.test('the ingredients asked of a named product, with no food said: its list', async () => {
  for (const [lang, q, want] of [['en', 'what is the spicy sausage made with?', /Pork, salt, chilli, paprika, garlic/], ['it', 'quali sono gli ingredienti della lonza stagionata?', /Lombo di suino, sale, pepe, vino rosso, aglio/]] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(want.test(r.message), `${q} → ${r.message}`);
  }
});

Deno.test('a food inside another listed one is in it; words around the product ask no ingredients', async () => {
  let r = await talkToFarmStub(tools, 'en', ['does the primo fiore contain lactose? my son is intolerant']);
  ok(/Primo Fiore contains lactose/.test(r.message) && !/not among/.test(r.message), r.message);
  r = await talkToFarmStub(tools, 'it', ['il caprino della gallura contiene lattosio?']);
  ok(/contiene lattosio/.test(r.message), r.message);
  r = await talkToFarmStub(tools, 'en', ['we are interested in it, how much is the sardinian coppa?']);
  ok(!/ingredients/.test(r.message), r.message);
});

Deno.test('a pronoun, a possessive or a kind word after "any" is never named as a food avoided', async () => {
  const tools = farmStubTools();
  for (const [lang, q] of [['en', 'are any of your cheeses made with goat milk? my husband can only eat goat'],
    ['en', 'do any of these contain nuts? my kid is allergic'], ['it', 'qualcuno dei vostri formaggi contiene lattosio?']] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(!/\b(?:Your|your|These|these|Vostri|vostri|Formaggi|Cheeses) (?:is|non)/.test(r.message), `${q}: ${r.message}`);
  }
});
