// A child's age said with sleeping in the room the guest is looking at: that room's extra bed and fee, or its cot,
// from the room's row, never the room's card alone nor every room's terms.
import { ok } from 'node:assert';
import { childAgesSaidIn } from './child-in-room-looked-at.ts';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import { tokenize } from './normalise.ts';
import type { Tools } from './tools.ts';

// A stay said with the room is quoted free.
const tools: Tools = { ...farmStubTools(), quoteRooms: (rooms) => Promise.resolve(new Map(rooms.map((r) => [r.roomId, { ok: true, total: 150, sameEveryNight: true }]))) };

Deno.test('a child of three or more asked to sleep in the room looked at is that room’s extra bed and fee', async () => {
  const cases: Array<['it' | 'en', string[], RegExp]> = [
    ['en', ['we are thinking about Orchidea for a weekend', 'my daughter is 6, could she sleep in that room with us?'], /Orchidea[^.]*extra bed[^.]*25,00/],
    ['it', ['ci piace la camera Lavanda, 3 notti', 'il bimbo ha 8 anni, può dormire lì con noi?'], /Lavanda[^.]*letto aggiuntivo[^.]*25,00/],
    ['en', ['show me lavander please', 'our boy just turned 11 can he stay in the room with us'], /Lavanda[^.]*extra bed[^.]*25,00/],
    ['it', ['vorrei la orchidea', 'nostra figlia di 5 anni può stare in camera con noi?'], /Orchidea[^.]*letto aggiuntivo[^.]*25,00/],
  ];
  for (const [lang, turns, said] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(said.test(r.message) && r.data.length === 1, `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('a room that takes no extra bed says so, and names the rooms that do', async () => {
  const r = await talkToFarmStub(tools, 'en', ['what about the ginepro twin?', 'our son is 10, can he sleep in there with us?']);
  ok(/Ginepro takes no extra bed/.test(r.message) && /Lavanda/.test(r.message), r.message);
});

Deno.test('a child under three asked to sleep in the room looked at is that room’s cot', async () => {
  const r = await talkToFarmStub(tools, 'it', ['parlami della Elicrisio', 'la piccola ha 2 anni, può dormire in camera con noi?']);
  ok(/culla/.test(r.message) && /5,00/.test(r.message), r.message);
});

Deno.test('a number beside a child that counts nights or people is no age', () => {
  ok(childAgesSaidIn(tokenize('our son is 9')).join() === '108');
  ok(childAgesSaidIn(tokenize('the kid 2 nights with us')).length === 0);
  ok(childAgesSaidIn(tokenize('la bimba di 10 mesi')).join() === '10');
});
