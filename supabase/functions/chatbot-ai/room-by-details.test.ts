// Rooms asked about by what their rows say: a detail of a named room, a room pointed at by its details, a follow-up
// keeping the question asked before, a choice among the rooms of the turn before, a party asking to stay at the farm.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';
import type { Lang } from './types.ts';

const tools = farmStubTools(() => [stubHit('housekeeping', 0.6, 'pulizia camere cambio asciugamani condivisi cleaning shared towels own linen every day')]);
const said = async (lang: Lang, turns: string[]) => (await talkToFarmStub(tools, lang, turns)).message;

Deno.test('a detail of a named room the features read coarsely is its full description', async () => {
  for (const [lang, text, want] of [
    ['en', 'is there a bath tub in the lavanda or only a shower?', /shower/],
    ['it', 'nella elicrisio c e la vasca da bagno?', /Elicrisio Standard: .*valle/],
    ['en', 'how did the mirto room get its name, why is it called that', /myrtle/],
    ['it', 'com e arredata la orchidea? che mobili ha', /castagno/],
    ['en', 'how come the room is called ginepro', /juniper beam/],
    ['it', 'come mai si chiama elicrisio?', /elicriso/],
  ] as const) {
    const reply = await said(lang, [text]);
    ok(want.test(reply), `${text} → ${reply}`);
  }
});

Deno.test('a room pointed at by its details is that room', async () => {
  for (const [lang, turns, want] of [
    ['en', ['which room is the one with the hand woven fabrics?'], /Lavanda/],
    ['it', ['quella con l elicriso sotto la finestra quanti posti ha?'], /Elicrisio/],
    ['en', ['the room with the reading nook, does it have aircon'], /Orchidea/],
    ['it', ['vorremmo prenotare la mirto a maggio', 'anzi meglio quella che guarda sulla valle'], /Elicrisio/],
  ] as const) {
    const reply = await said(lang, [...turns]);
    ok(want.test(reply), `${turns.join(' / ')} → ${reply}`);
  }
});

Deno.test('a follow-up naming another room keeps the question asked before', async () => {
  for (const [lang, turns, want] of [
    ['en', ['does the elicrisio have a double bed?', 'what about ginepro?'], /single/],
    ['it', ['la orchidea ha l aria condizionata?', 'e la mirto?'], /123 456/],
    ['en', ['has lavanda got air con', 'and the one named after the juniper beam?'], /123 456/],
    ['it', ['la ginepro ha due letti singoli?', 'e nella lavanda invece'], /matrimoniale/],
    ['en', ['do the twin rooms come with air conditioning', 'and orchidea?'], /^(?!.*double bed).*Orchidea/],
    ['en', ['is there a bathtub in elicrisio', 'and in the orchidea one?'], /large shower/],
    ['it', ['perche la lavanda si chiama cosi', 'e la mirto?'], /giardino di mirto/],
  ] as const) {
    const reply = await said(lang, [...turns]);
    ok(want.test(reply), `${turns.join(' / ')} → ${reply}`);
  }
});

Deno.test('a choice among the rooms of the turn before keeps their bed', async () => {
  for (const [lang, turns, want, not] of [
    ['en', ['which rooms have a double bed', 'and which of these is facing the woods?'], /Orchidea/, /Ginepro|Mirto/],
    ['it', ['camere con due letti singoli?', 'e quale di quelle da sui pascoli'], /Ginepro/, /Lavanda/],
    ['en', ['any twin rooms?', 'which of them looks onto the myrtle garden'], /Mirto/, /Orchidea/],
  ] as const) {
    const reply = await said(lang, [...turns]);
    ok(want.test(reply) && !not.test(reply), `${turns.join(' / ')} → ${reply}`);
  }
});

Deno.test('a party asking to stay at the farm is how many it sleeps, not the opening hours', async () => {
  for (const [lang, text, n] of [
    ['en', 'there are 10 of us for a hen party, could we all sleep at yours?', '10'],
    ['en', 'can 11 friends stay at yours', '11'],
  ] as const) {
    const reply = await said(lang, [text]);
    ok(reply.includes(n) && !/08:30|Monday/.test(reply), `${text} → ${reply}`);
  }
});

Deno.test('a bathroom asked as the room\'s own or shared is the rows\' private bathroom', async () => {
  for (const [lang, text] of [
    ['en', 'is the bathroom shared or does each room get its own?'],
    ['it', 'il bagno e in comune o ogni camera ha il suo privato?'],
    ['en', 'do we have to share a bathroom with other guests'],
  ] as const) {
    const reply = await said(lang, [text]);
    ok(/private|privato/i.test(reply), `${text} → ${reply}`);
  }
});

Deno.test('"the one with" a food after products is a product, never a room whose details name that food', async () => {
  for (const [lang, turns] of [
    ['en', ['what cheeses do you have?', 'the one with honey?']],
    ['it', ['che salumi avete', 'e quella con il miele?']],
  ] as const) {
    const reply = await talkToFarmStub(tools, lang, [...turns]);
    ok(reply.type !== 'rooms', `${turns.join(' / ')} → ${reply.message}`);
  }
});

Deno.test('the view of a room whose details say what its window looks over is both, the short and the full', async () => {
  for (const [lang, text, want] of [
    ['en', 'what kind of view does the lavanda have', /hills.*pastures/],
    ['en', 'ginepro room, what is the view', /pastures/],
  ] as const) {
    const reply = await said(lang, [text]);
    ok(want.test(reply), `${text} → ${reply}`);
  }
});

Deno.test('a room pointed at by the landscape its window sees is that room, not the way here', async () => {
  for (const [lang, text] of [
    ['en', 'whats the room where u can see the sea from?'],
    ['it', 'qual è la camera da dove si vede il mare?'],
    ['en', 'which room is the one that looks towards the sea'],
  ] as const) {
    const reply = await said(lang, [text]);
    ok(reply.includes('Lavanda') && !/km|Telti/.test(reply), `${text} → ${reply}`);
  }
});
