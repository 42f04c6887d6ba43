// Kinds read from blind set 10: noise and disturbing others (the quiet hours), an order fetched at the farm instead of
// shipped (the pickup), a product's shipping in hot weather (the refrigerated delivery, not the weather). The domain's
// words for each are searched, and count as said when a general text was read from one hint word or a firm kind.
// New sentences of each kind; the search answers as public.search_knowledge does on the seeded entries.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';
import { domainWords } from './synonyms.ts';
import type { Lang } from './types.ts';

const has = (q: string, word: string) => domainWords(q).includes(word);

Deno.test('noise, loud music or disturbing the others asks the quiet hours; a polite "sorry to bother" does not', () => {
  ok(has('fino a che ora si puo fare un po di casino fuori senza dare fastidio', 'silenzio'));
  ok(has('can the kids play loud after dinner in the garden?', 'quiet'));
  ok(has('we want to celebrate with music on the terrace, will it disturb the other guests?', 'quiet'));
  ok(has('se mettiamo le casse in giardino la sera diamo fastidio ai vicini?', 'silenzio'));
  ok(!has('sorry to bother you, is there parking?', 'quiet'));
  ok(!has('scusate il disturbo, avete il parcheggio?', 'silenzio'));
});

Deno.test('an order fetched at the farm is the pickup; being picked up is not', () => {
  ok(has('rather than having it delivered can i pick up my order at the farm myself?', 'collect'));
  ok(has('posso venire io a ritirare i formaggi invece della spedizione?', 'ritiro'));
  ok(has('we are staying close by, could we collect the cheese in person', 'collect'));
  ok(has('passiamo noi a prenderli sabato mattina?', 'ritiro'));
  ok(!has('can you pick us up at olbia airport?', 'collect'));
  ok(!has('venite a prenderci al porto?', 'ritiro'));
});

Deno.test('heat said of an order sent is the delivery’s packaging; heat alone is the weather’s', () => {
  ok(has('is it safe to ship salami during a heatwave?', 'refrigerato'));
  ok(has('con questo caldo ad agosto il pecorino spedito arriva sano?', 'refrigerato'));
  ok(has('the parcel will sit in 35 degrees, will the ricotta keep?', 'chilled'));
  ok(!has('is it very hot at the farm in august?', 'refrigerato'));
});

// What the search finds for these kinds with and without their domain words (scores as the seeded entries give).
const quiet = stubHit('quiet_hours', 0.38, 'ci sono orari di silenzio orari del silenzio fino a che ora si puo fare rumore musica la sera quiet time');
const rules = stubHit('rules', 0.23, 'regole della casa musica la sera house rules noise at night');
const pickup = (score: number) => stubHit('shop_pickup', score, 'posso ritirare l ordine in tenuta ritiro in negozio ritiro in azienda pick up my order collect at the farm');
const delivery = (score: number) => stubHit('delivery_times', score, 'quando arriva il mio ordine imballaggio refrigerato shipping in summer heat chilled packaging');
const weather = (score: number) => stubHit('weather_altitude', score, 'che clima c e alla tenuta fa caldo in estate is it hot in summer what is it like in july');
function search(query: string): KnowledgeHit[] {
  if (query.includes('silenzio')) return [quiet, rules];
  if (query.includes('ritiro')) return [pickup(0.46)];
  if (query.includes('refrigerato')) return [delivery(0.51), weather(0.34)];
  return [pickup(0.26), weather(0.53), delivery(0.28)].filter((h) => query.includes('ship') || query.includes('sped') ? h.topic !== 'shop_pickup' : h.topic === 'shop_pickup');
}
const tools = farmStubTools(search);
const ask = (lang: Lang, text: string) => talkToFarmStub(tools, lang, [text]);

Deno.test('how late one may be loud is the quiet hours, not the opening hours', async () => {
  for (const [lang, q] of [['it', 'fino a che ora si puo fare un po di casino fuori senza dare fastidio?'], ['en', 'until what time can we stay out on the patio chatting without disturbing anybody?']] as const) {
    const r = await ask(lang, q);
    ok(r.message === quiet.answer, `${q} → ${r.message}`);
  }
});

Deno.test('collecting an order at the farm instead of the shipping is the pickup', async () => {
  for (const [lang, q] of [['en', 'rather than having it shipped can i pick up my order at the farm myself? what times'], ['it', 'posso venire io a ritirare i formaggi invece della spedizione?'], ['it', 'invece del corriere passo io a prenderli, a che ora siete li?']] as const) {
    const r = await ask(lang, q);
    ok(r.message === pickup(0).answer, `${q} → ${r.message}`);
  }
});

Deno.test('a product shipped in the heat is the refrigerated delivery, not the weather', async () => {
  for (const [lang, q] of [['en', 'is it safe to ship salami during a heatwave?'], ['it', 'con questo caldo ad agosto il pecorino spedito arriva sano?'], ['en', 'will cheeses be ok if shipped in mid july with the hot weather?']] as const) {
    const r = await ask(lang, q);
    ok(r.message === delivery(0).answer, `${q} → ${r.message}`);
  }
});

Deno.test('a product feared to melt or spoil on its way in the heat is the refrigerated delivery, said with no shipping word', async () => {
  ok(has('temo che la ricotta mi arrivi squagliata con 38 gradi a luglio', 'refrigerato'));
  ok(!has('we arrive in august, is it very hot at the farm?', 'refrigerato'));
  for (const [lang, q] of [['it', 'il pecorino non si scioglie prima di arrivare? qui a luglio ci sono 38 gradi'], ['en', 'worried the cheese will melt before it gets here, its 35 degrees in august'], ['en', 'will the salami spoil on the way? its a heatwave here and it arrives in summer']] as const) {
    const r = await ask(lang, q);
    ok(r.message === delivery(0).answer, `${q} → ${r.message}`);
  }
});
