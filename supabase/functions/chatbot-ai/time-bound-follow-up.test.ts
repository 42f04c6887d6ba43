// A follow-up asking only a bound of a time said before ("until when in the morning?" after the quiet hours) keeps the
// subject of the turn before; the part of the day names no subject of its own (the morning is no breakfast here).
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub, wordShareSearch } from './farm-stub-tools.ts';
import { onlyTimeBoundAskedIn } from './time-bound-follow-up.ts';
import type { Lang } from './types.ts';

const ANSWERS: Record<string, string> = { quiet_hours: 'Quiet hours: 23:00-07:00.', breakfast: 'Breakfast is served in the morning.' };
// The entries' wordings as the database holds them, the morning a breakfast's word: the failure this kind had.
const search = wordShareSearch([
  ['quiet_hours', 'quiet hours quiet time night silenzio notte sera orario del silenzio bisogna fare silenzio'],
  ['breakfast', 'breakfast morning mattina mattino colazione'],
], () => 1, ['the', 'and', 'when', 'till', 'until', 'fino', 'quando', 'che', 'ora']);
const tools = farmStubTools((q) => search(q).map((h) => ({ ...h, answer: ANSWERS[h.topic] })));

Deno.test('a time bound asked of a part of the day is a follow-up of its own, not a subject', () => {
  for (const said of [['till', 'when', 'in', 'the', 'mornng'], ['fino', 'a', 'quando', 'la', 'mattina'], ['from', 'what', 'time', 'in', 'the', 'evening']]) {
    const tokens = said.map((w) => (w === 'mornng' ? 'morning' : w));
    ok(onlyTimeBoundAskedIn(tokens), tokens.join(' '));
  }
  ok(!onlyTimeBoundAskedIn(['what', 'time', 'is', 'breakfast', 'in', 'the', 'morning']));
});

Deno.test('until when, asked of a part of the day after the quiet hours, is the quiet hours, not breakfast', async () => {
  for (const [lang, turns] of [
    ['en', ['do you have quiet hours at night?', 'till when in the morning?']],
    ['it', ['c e un orario del silenzio la sera?', 'fino a quando la mattina?']],
    ['it', ['bisogna fare silenzio di notte?', 'e fino a che ora al mattino?']],
  ] as Array<[Lang, string[]]>) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.includes('07:00') && !/breakfast|colazione/i.test(r.message), `${turns.join(' / ')} → ${r.message}`);
  }
});
