// Food asked in everyday words: breakfast without its word, a diet with a meal or asked of the products the turn
// after, a tasting asked how it works or how to book it. Searched over the farm's own entries (farm.json), each
// answer the entry's topic.
import { ok } from 'node:assert';
import farm from '../../data/farm.json' with { type: 'json' };
import { farmStubTools, talkToFarmStub, wordShareSearch } from './farm-stub-tools.ts';
import type { Lang } from './types.ts';

type Entry = { topic: string; question_it: string; question_en: string; phrasings_it?: string[]; phrasings_en?: string[] };
const search = wordShareSearch(
  (farm.knowledge as Entry[]).map((e) => [e.topic, [e.question_it, e.question_en, ...(e.phrasings_it ?? []), ...(e.phrasings_en ?? [])].join(' ')]),
  (_w, anyEntryHas) => (anyEntryHas ? 1 : 0.5),
  ['the', 'and', 'for', 'you', 'your', 'che', 'per', 'con', 'del', 'della', 'dei', 'vostri', 'vostro', 'are', 'can', 'how', 'come', 'what', 'with'],
);
const tools = farmStubTools((q) => search(q));

const cases = async (turns: Array<[Lang, string[]]>, right: (message: string, type: string) => boolean) => {
  for (const [lang, said] of turns) {
    const r = await talkToFarmStub(tools, lang, said);
    ok(right(r.message, r.type), `${JSON.stringify(said)} → ${r.type} ${r.message}`);
  }
};

Deno.test('food or eating in the morning is the breakfast, whatever words say it', async () => {
  await cases([
    ['it', ['appena svegli c e qualcosa da mangiare da voi o dobbiamo uscire?']],
    ['it', ['la mattina si mangia qualcosa in struttura?']],
    ['en', ['do we get fed when we wake up or do we need to head out?']],
    ['en', ['any food in the morning at yours or do we go to a cafe?']],
  ], (m) => m.startsWith('breakfast:') || (/colazione|breakfast/i.test(m) && /inclu[sd]/i.test(m)));
});

Deno.test('a diet said with a meal is the diet entry, not the rooms nor the allergens of the products', async () => {
  await cases([
    ['it', ['mia figlia e celiaca, per la colazione come fate?']],
    ['it', ['siamo vegani in 3, ai pasti come funziona?']],
    ['en', ['two of us are coeliac, how do you handle breakfast?']],
    ['en', ['my wife eats gluten free, is breakfast a problem?']],
    ['en', ['i m allergic to peanuts and my husband is lactose intolerant, what can you do for us at breakfast?']],
    ['en', ['shellfish allergy here and my partner avoids lactose, could breakfast work for us?']],
    ['it', ['ho un allergia alla frutta secca e mia moglie non tollera il lattosio, la colazione si puo adattare?']],
  ], (m) => m.startsWith('diet:'));
});

Deno.test('whether the guests can eat the products, asked after their diet, is what the entry of that diet says', async () => {
  await cases([
    ['en', ['my daughter is lactose intolerant', 'can she have the pecorino?']],
    ['en', ['neither of us tolerates lactose', 'could we eat any of the cheeses?']],
    ['it', ['io e mio marito siamo intolleranti al lattosio', 'quindi i vostri formaggi li possiamo mangiare?']],
    ['it', ['sono intollerante al lattosio', 'posso mangiare la ricotta?']],
  ], (m) => m.startsWith('lactose:'));
});

Deno.test('a tasting asked how it works or how to book it is the tasting entry, not products or the rooms booking', async () => {
  await cases([
    ['en', ['we love good food and would like a tasting of your pecorino and salami while we stay in june, how does it work exactly?']],
    ['en', ['we d love to taste your cheeses at the farm, how do we book that?']],
    ['it', ['vorremmo organizzare una degustazione per 8 amici, come si prenota?']],
    ['it', ['un assaggio di formaggi da voi durante il soggiorno di luglio, come funziona?']],
  ], (m) => m.startsWith('tasting:'));
});
