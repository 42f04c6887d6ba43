// Guests who say their situation before asking about the stay (blind set 26's kinds), each with new sentences: a
// couple's hours or a couple travelling are no product nor party of hours, a ship taken is the ferry, the check-in
// asked after an arrival hour said, a pet by its breed, an everyday verb no typo of a price word.
import { ok } from 'node:assert';
import farm from '../../data/farm.json' with { type: 'json' };
import { askedThingWords } from './asked-thing.ts';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';
import type { Lang } from './types.ts';

type Entry = { topic: string; question_it: string; question_en: string; answer_it: string; answer_en: string; phrasings_it: string[]; phrasings_en: string[] };
const CHECKIN_IT = 'Il check-in è dalle 15:00 alle 20:00; il check-out entro le 10:00.';
const CHECKIN_EN = 'Check-in is from 15:00 to 20:00; check-out by 10:00.';
const RULES_EN = 'House rules: quiet hours 23:00-07:00; no smoking in the rooms; pets allowed with prior notice.';
const entries: Entry[] = [
  ...(farm.knowledge as Entry[]),
  { topic: 'checkin', question_it: 'Orari di check-in', question_en: 'Check-in times', answer_it: CHECKIN_IT, answer_en: CHECKIN_EN, phrasings_it: ['check in', 'orario di arrivo'], phrasings_en: ['check in', 'arrival time'] },
  { topic: 'rules', question_it: 'Regole della casa', question_en: 'House rules', answer_it: RULES_EN, answer_en: RULES_EN, phrasings_it: ['regole', 'animali', 'fumare'], phrasings_en: ['rules', 'pets', 'smoking', 'allowed'] },
];
const wordsOf = (s: string) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').split(/[^a-z0-9]+/).filter((w) => w.length >= 3);
/** A stand-in for public.search_knowledge: entries sharing words with the query, more shared ranking higher. */
function searchLikeTheDatabase(query: string, lang: Lang): KnowledgeHit[] {
  const asked = new Set(wordsOf(query));
  return entries.map((e) => {
    const wordings = [e.topic, e[`question_${lang}`], ...e[`phrasings_${lang}`]].join(' ');
    const shared = new Set(wordsOf(wordings).filter((w) => asked.has(w))).size;
    const answer = e[`answer_${lang}`].replace('{email}', 'info@tenutasarda.it').replace('{phone}', '+39 0789 123 456');
    return { id: e.topic, topic: e.topic, question: e[`question_${lang}`], answer, score: Math.min(0.9, 0.15 * shared), wordings };
  }).filter((h) => h.score > 0).sort((a, b) => b.score - a.score);
}
const tools = farmStubTools(searchLikeTheDatabase);
const ask = (lang: Lang, ...turns: string[]) => talkToFarmStub(tools, lang, turns);

Deno.test('a couple of hours, a couple of days said without "of" is a length of time, not a party of two', async () => {
  for (const [lang, said] of [
    ['en', 'i work online and spend a couple hours on zoom every morning, is the wifi good enough?'],
    ['en', 'we will be hiking a couple days, then we need internet to work remotely, does it work well?'],
    ['en', 'remote worker here, calls a couple hrs daily - how is the internet connection at the farm?'],
  ] as Array<[Lang, string]>) {
    const r = await ask(lang, said);
    ok(r.type !== 'rooms' && r.message.includes('123 456'), `${said} => ${r.message}`);
  }
});

Deno.test('a couple travelling names no product whose name folds like it (coppia is not the coppa)', async () => {
  for (const said of [
    'buongiorno, siamo una coppia con un cagnolino, si puo portare?',
    'siamo una coppia di sposi e viaggiamo col nostro barboncino, ci sono problemi?',
    'noi siamo in coppia, avete il wifi in camera?',
  ]) {
    const r = await ask('it', said);
    ok(r.type !== 'products', `${said} => ${r.message}`);
  }
});

Deno.test('a pet said by its breed asks the pets rule, even beside a party of two', async () => {
  for (const [lang, said] of [
    ['it', 'siamo una coppia e abbiamo un bassotto buonissimo, possiamo venire con lui?'],
    ['it', 'ciao, viaggio con mia moglie e il nostro labrador, va bene?'],
    ['en', 'hi! two of us plus our spaniel, she is very calm. can she come along?'],
    ['en', 'my wife and I always travel with our little pug, would that be ok?'],
  ] as Array<[Lang, string]>) {
    const r = await ask(lang, said);
    ok(/preavviso|prior notice/.test(r.message), `${said} => ${r.message}`);
  }
});

Deno.test('a ship taken is the ferry, and arriving after the check-in ends is the late arrival', async () => {
  for (const [lang, said] of [
    ['en', 'good evening, is it possible to come after the 20? we take the evening ship'],
    ['en', 'can we get there after the 20 o clock? our ship comes in late'],
    ['it', 'buonasera, possiamo arrivare dopo le 20? prendiamo la nave del pomeriggio'],
  ] as Array<[Lang, string]>) {
    const r = await ask(lang, said);
    ok(r.message.includes('20:00') && !/courier|corriere/.test(r.message), `${said} => ${r.message}`);
  }
  // The farm shipping asked is still shipping.
  const ship = await ask('en', 'do you ship cheese to france?');
  ok(/courier|abroad/.test(ship.message), ship.message);
});

Deno.test('the check-in asked after an arrival hour said the turn before is asked of that hour', async () => {
  const late = [
    ['it', 'il nostro traghetto sbarca a olbia alle 22', 'riusciamo ad arrivare in tempo per il check in?'],
    ['en', 'our flight lands in olbia at 9.30pm', 'will we make it for check-in?'],
    ['en', 'the ferry gets into golfo aranci around 23:00', 'is that too late for the check in?'],
  ] as Array<[Lang, string, string]>;
  for (const [lang, before, now] of late) {
    const r = await ask(lang, before, now);
    ok(r.message.includes('20:00') && /avvisaci|tell us/.test(r.message), `${now} => ${r.message}`);
  }
  const early = await ask('it', 'atterriamo a olbia alle 14', 'facciamo in tempo per il check in?');
  ok(early.message.includes('15:00'), early.message);
});

Deno.test('an everyday verb one letter from a price word is no price asked', async () => {
  for (const said of [
    'la sera si puo mangiare da voi o bisogna scendere in paese?',
    'arriviamo stanchi, possiamo cenare in tenuta o dobbiamo scendere a telti?',
  ]) {
    const r = await ask('it', said);
    ok(!/costano|prezzi/.test(r.message), `${said} => ${r.message}`);
  }
});

Deno.test('a party counted as everyone ("12 in tutto", "nine of us in total") is the party, and the rooms say how many they sleep', async () => {
  for (const [lang, said, n] of [
    ['it', 'siamo un coro di montagna, 11 in tutto: ci state tutti per una notte?', '11'],
    ['en', 'we are a running club, 9 of us in total, can you sleep everyone?', '9'],
    ['it', 'in totale saremmo 8 tra amici e parenti, bastano le vostre camere?', '8'],
  ] as Array<[Lang, string, string]>) {
    const r = await ask(lang, said);
    ok(r.message.includes(n) && r.message.includes('12'), `${said} => ${r.message}`);
  }
});

Deno.test('"which rooms could we use" after a party with a toddler uses the rooms: the ones that take a cot', async () => {
  for (const [lang, before, now] of [
    ['en', 'there are two of us adults plus our 20-month-old', 'which rooms could we use then?'],
    ['en', 'my partner and me with our 1 year old daughter', 'ok so what rooms can we use?'],
    ['it', 'siamo due adulti con un bimbo di 2 anni', 'quali camere possiamo usare allora?'],
  ] as Array<[Lang, string, string]>) {
    const r = await ask(lang, before, now);
    ok(r.message.includes('Lavanda') && r.message.includes('Orchidea') && !r.message.includes('Mirto'), `${now} => ${r.message}`);
  }
  // A thing to use named after the asking is still that thing ("can we use the washing machine?").
  const thing = await ask('en', 'can we use the washing machine?');
  ok(thing.message.includes('123 456'), thing.message);
});

Deno.test('a rule asked as permitted or allowed is the rule\'s own entry, not the whole house rules', async () => {
  for (const [lang, said] of [
    ['en', 'good morning, is permitted the smoking in the bedroom?'],
    ['en', 'cigarettes... i mean, smoking is allowed in your rooms?'],
    ['it', 'salve, in camera e permesso fumare?'],
  ] as Array<[Lang, string]>) {
    const r = await ask(lang, said);
    ok(/not allowed|vietato/.test(r.message) && !/quiet hours/.test(r.message), `${said} => ${r.message}`);
  }
});

Deno.test('a thing named by its abbreviation ("an EV charger", "a BBQ grill") is asked, not the town said beside it', async () => {
  for (const [lang, said] of [
    ['en', 'is there an ev charging point? we land in olbia and pick up a hire car'],
    ['en', 'do you have a bbq grill? we arrive from olbia on friday'],
    ['en', 'have you got an EV socket for guests? driving up from olbia airport in an electric'],
  ] as Array<[Lang, string]>) {
    const r = await ask(lang, said);
    ok(r.message.includes('123 456') && !/Gallura|minutes by car/.test(r.message), `${said} => ${r.message}`);
  }
  // A short word that is a word is no abbreviation: "do you accept as deposit", "fate con latte di capra".
  ok(askedThingWords(['do', 'you', 'accept', 'as', 'deposit']) === null);
  ok(askedThingWords(['quali', 'fate', 'con', 'latte', 'di', 'capra']) === null);
});
