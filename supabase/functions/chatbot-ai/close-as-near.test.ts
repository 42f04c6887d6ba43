// "Close" said of a place is how near it is, not the shop's closing: the place's entry answers. Asked of the farm's
// own day or hour, it is still the opening hours.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';
import { type Names, understand } from './understand.ts';

const BEACHES = 'beaches: about 40-45 minutes by car.';
const tools = farmStubTools((q) => (/beach|sea|coast/.test(q)
  ? [{ ...stubHit('beaches', 0.5, 'nearest beach how far is the sea closest beach going to the beach'), answer: BEACHES }]
  : []));

Deno.test('a place asked as close is its distance, not the opening hours', async () => {
  for (const text of [
    'is the beach close? we come in may',
    'how close is the sea from ur place',
    'any beaches close by? visiting in september',
  ]) {
    const r = await talkToFarmStub(tools, 'en', [text]);
    ok(r.message === BEACHES, `${text} → ${r.type} ${r.message}`);
  }
});

const NAMES: Names = { products: { ids: [], grams: new Map() }, rooms: { ids: [], grams: new Map() }, words: [] };

Deno.test('closing asked of the farm is still the opening hours', () => {
  for (const text of ['what time do you close on saturday?', 'do you close at lunchtime', 'when does the shop close', 'u close on sundays?']) {
    const u = understand(text, NAMES, '2026-11-28');
    ok(u.intent === 'hours', `${text} → ${u.intent} ${JSON.stringify(u.scores)}`);
  }
  ok(understand('are the beaches close', NAMES, '2026-11-28').intent !== 'hours');
});
