// Kind read from blind set 12: a party told by who comes ("me, my wife and our kid") is counted, speaker included.
import { deepStrictEqual as assertEquals, ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import { type Names, understand } from './understand.ts';

const NAMES: Names = { products: { ids: [], grams: new Map() }, rooms: { ids: [], grams: new Map() }, words: [] };
const guests = (text: string) => understand(text, NAMES, '2026-11-26').guests;

Deno.test('a party described person by person is counted, the speaker too', () => {
  assertEquals(guests('myself, my husband and our 6 yo, a room?'), 3);
  assertEquals(guests('io e la mia compagna piu i nostri tre figli, per 2 notti'), 5);
  assertEquals(guests('travelling with my mum and my sister, where can we sleep?'), 3);
  assertEquals(guests('mio marito ed io con la nostra bimba di 2 anni, avete una camera?'), 3);
  assertEquals(guests('a room for my parents'), 2);
  // Counted children beside the others described; people said beside the speaker without "my".
  assertEquals(guests('its me, my wife and our 3 kids, one room or two?'), 5);
  assertEquals(guests('me + hubby + 2 children, is one room enough'), 4);
  assertEquals(guests('we are 3 friends, a room?'), 3);
  // A group not counted is no count; an age of a person named is no one more.
  assertEquals(guests('me and my kids, a room?'), null);
  // Who comes, said beside a question of something else, is no party asking for a room.
  assertEquals(guests('here with my brother and my dad, is the beach far?'), null);
  assertEquals(guests('viaggio con mia sorella che ha 30 anni, due letti?'), 2);
});

Deno.test('"in one room" counts rooms, not one guest', () => {
  assertEquals(guests('do you have anything in one room for us?'), null);
  assertEquals(guests('ci stiamo in una stanza sola?'), null);
});

Deno.test('a described party asking to fit in one room gets the extra bed for that many', async () => {
  const tools = farmStubTools();
  const cases: Array<['it' | 'en', string]> = [
    ['en', 'my girlfriend and I and our 5 year old, could we share a single room?'],
    ['en', 'its me my husband and our son, do we fitt in one room'],
    ['it', 'io, mio marito e nostro figlio stiamo tutti in una camera?'],
  ];
  for (const [lang, q] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(/extra bed|letto aggiuntivo|letto in più/.test(r.message) && /\b3\b/.test(r.message), `${q} → ${r.message}`);
  }
});
