// A product arriving in the heat, or kept cold on its way, is the delivery's refrigerated courier; guests arriving
// in the heat are not. The search answers as public.search_knowledge does on the seeded entries.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';
import { domainWords } from './synonyms.ts';

const has = (q: string) => domainWords(q).includes('refrigerato');
const delivery = stubHit('delivery_times', 0.51, 'quando arriva il mio ordine imballaggio refrigerato shipping in summer heat chilled packaging');
const weather = stubHit('weather_altitude', 0.34, 'che clima c e alla tenuta fa caldo in estate is it hot in summer');
const search = (query: string): KnowledgeHit[] => (query.includes('refrigerato') ? [delivery, weather] : [stubHit('weather_altitude', 0.3, 'clima')]);
const tools = farmStubTools(search);

Deno.test('a product arriving in the heat or kept cold on the way asks the refrigerated delivery', () => {
  ok(has('we live in bari and its july, will the pecorino get here ok with this heat?'));
  ok(has('i formaggi arrivano integri con il caldo di agosto?'));
  ok(has('how do u keep the salami cool during the journey?'));
  ok(has('come fate a tenere freschi i formaggi durante il viaggio?'));
  ok(!has('we arrive in august, will it be hot at the farm?'));
  ok(!has('arriviamo a luglio, fa caldo in camera?'));
});

Deno.test('the engine answers those with the delivery entry, not the cheeses', async () => {
  for (const [lang, q] of [
    ['en', 'its july in florence, will the cheese arrive fine in this heat?'],
    ['it', 'come fate a tenere freschi i formaggi durante il viaggio? abito a bari'],
    ['en', 'how do you keep the salami cold on its way to me? summer here'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.message === delivery.answer, `${q} → ${r.message}`);
  }
});

Deno.test('a named product kept cold on its way is the delivery too, not its card', async () => {
  for (const [lang, q] of [
    ['en', 'will the ricotta stay cold during shipping in august?'],
    ['it', 'il pecorino fresco arriva bene con il caldo di luglio?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.type === 'text' && r.message !== '', `${q} → ${r.message}`);
    ok(r.message === delivery.answer || /refrigerat/.test(r.message), `${q} → ${r.message}`);
  }
});

Deno.test('a fresh product shipped in the summer, or feared to spoil shipped, is the refrigerated delivery', async () => {
  const tools = farmStubTools();
  for (const [lang, q] of [['en', 'if I order ricotta in july, do you ship it so it does not go bad?'], ['it', 'spedite formaggi freschi anche d estate? non vanno a male?'],
    ['it', 'la ricotta spedita si rovina?'], ['en', 'do u deliver the fresh cheeses in august too']] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.type === 'text' && /refrigerat/.test(r.message), `${q}: ${r.message}`);
  }
  const list = await talkToFarmStub(tools, 'en', ['do you ship fresh cheese?']);
  ok(list.type === 'products', list.message);
});

Deno.test('how a present sent away is packed to stay fresh is the refrigerated shipping, not a list', async () => {
  const cases: Array<['it' | 'en', string[]]> = [
    ['en', ['i want to send some pecorino to my brother for his birthday, how do you pack it so it stays fresh?']],
    ['it', ['mando dei formaggi in regalo a mia zia a torino, come li imballate perché restino freschi?']],
    ['en', ['sending salami as a gift to milan - how is it packaged to keep it fresh?']],
    ['it', ['vorrei spedire dei formaggi a mio padre per natale, come li confezionate per tenerli freschi?']],
  ];
  for (const [lang, turns] of cases) {
    const r = await talkToFarmStub(farmStubTools(), lang, turns);
    ok(/refrigerat/.test(r.message) && r.type === 'text', `${turns.join(' / ')}: ${r.message}`);
  }
});
