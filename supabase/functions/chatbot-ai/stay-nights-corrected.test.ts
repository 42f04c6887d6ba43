// Kind read from blind set 18: a booking's first day corrected with the nights asked ("no, from the 16th, how many
// nights is that?"): the reply states the corrected stay and its nights.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { Tools } from './tools.ts';

const tools: Tools = {
  ...farmStubTools(),
  quoteRooms: (rooms) => Promise.resolve(new Map(rooms.map((r) => [r.roomId, { ok: true, total: 300, sameEveryNight: true }]))),
};

Deno.test('a first day corrected while booking: the corrected stay with its nights', async () => {
  const cases: Array<['it' | 'en', string[], string]> = [
    ['it', ['vorrei prenotare una camera dal 3 al 9 luglio in 2', 'no, dal 5, quante notti fanno?'], '4 notti'],
    ['en', ["we'd like to book from 14 to 20 june, two people", 'actually from the 16th, how many nights is that?'], '4 nights'],
    ['it', ['prenoto dal 20 al 23 maggio per 2 persone', 'anzi arriviamo il 21, quante notti sono?'], '2 notti'],
  ];
  for (const [lang, turns, nights] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.includes(nights), `${turns.join(' | ')} → ${r.message}`);
  }
});
