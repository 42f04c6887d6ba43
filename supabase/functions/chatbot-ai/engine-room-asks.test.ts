// Kinds read from set 8 (rooms, policies, memory): new sentences of each kind, on the farm's own data, with the
// knowledge search answering what the seeded entries would for the words involved.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';
import type { Reply } from './types.ts';

const worded = (topic: string, score: number, wordings: string): KnowledgeHit => ({ id: topic, topic, question: `${topic}?`, answer: `${topic}: the answer.`, score, wordings });
// The beaches' entry is worded with the sea, the children's with children and extra beds, as the seeded ones are.
const stub = farmStubTools((q) => [
  ...(/\b(?:mare|sea|spiagge|beaches)\b/.test(q) ? [worded('beaches', 0.61, 'spiagge vicine mare beaches sea')] : []),
  ...(/\b(?:bambini|children)\b/.test(q) ? [worded('children', 0.46, 'accettate bambini children extra bed letto aggiuntivo')] : []),
]);
// The search returns the intent's general entry after its hits (the check-in's text with its hours).
const checkin: KnowledgeHit = { id: 'checkin', topic: 'checkin', question: 'check-in?', answer: 'Check-in 15:00-20:00.', score: 0.1 };
const tools = { ...stub, searchKnowledge: async (q: string, lang: 'it' | 'en', topic?: string) => [...(await stub.searchKnowledge(q, lang, topic)), ...(topic === 'checkin' ? [checkin] : [])] };
const names = (r: Reply) => r.data.map((d) => (d as { name: string }).name);

Deno.test('a view asked with a verb of seeing and a landscape is the rooms with that view, not the landscape’s entry', async () => {
  const sea = await talkToFarmStub(tools, 'it', ['da quale stanza si vedono le colline?']);
  ok(sea.type === 'rooms' && names(sea).length > 0 && names(sea).length < 5, sea.message);
  const mare = await talkToFarmStub(tools, 'it', ['in che camera si vede il mare dalla finestra?']);
  ok(names(mare).join() === 'Lavanda Deluxe', mare.message);
  const see = await talkToFarmStub(tools, 'en', ['is there a room where you can see the sea?']);
  ok(names(see).join() === 'Lavanda Deluxe', see.message);
});

Deno.test('a bed type asked of the rooms is the rooms with those beds, whatever child is said with it', async () => {
  const it = await talkToFarmStub(tools, 'it', ['viaggio con mia figlia di 12 anni, c e una stanza con letti singoli?']);
  ok(names(it).join() === 'Standard Twin Mirto,Standard Twin Ginepro', it.message);
  const en = await talkToFarmStub(tools, 'en', ['coming with my son, do you have rooms with twin beds?']);
  ok(names(en).join() === 'Standard Twin Mirto,Standard Twin Ginepro', en.message);
});

Deno.test('the earliest time a room may be entered on arrival is the check-in, not the rooms', async () => {
  for (const [lang, q] of [['en', 'how early can we access the room the day we arrive?'], ['en', 'what is the soonest we can get into the room?'],
    ['it', 'il giorno di arrivo da che ora si puo entrare nella stanza?']] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.type === 'text' && /15:00/.test(r.message), `${q}: ${r.message}`);
  }
});

Deno.test('a rule asked of a room with a bed, or a landscape seen with no room, is not the rooms', async () => {
  for (const [lang, q] of [['en', 'can we smoke in the double room?'], ['it', 'si puo fumare nella camera matrimoniale?'],
    ['en', 'where can we see the sea around here?'], ['it', 'cosa si puo vedere nei dintorni oltre al mare?']] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.type !== 'rooms', `${q}: ${r.message}`);
  }
  const dog = await talkToFarmStub(tools, 'en', ['can the dog get into the room with us?']);
  ok(!dog.message.includes('15:00'), dog.message);
});
