// Children of three or more asked to sleep in the parents' room, their ages said now or in the turn before: the
// rooms that take an extra bed, its fee and how many a room sleeps, not the cot nor the house rules.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools(() => [stubHit('rules', 0.2, 'regole house rules bambini children')]);

Deno.test('older children sleeping in the parents\' room is the extra bed of the rooms that take one', async () => {
  const cases: Array<['it' | 'en', string[], RegExp]> = [
    ['en', ['hi, coming in august with the children, they are 5 and 9', 'could they sleep in the same room as us?'], /extra bed[^]*one room is not enough/],
    ['it', ['vorremmo venire a settembre con i bambini di 4 e 7 anni', 'possono dormire in camera con noi?'], /letto aggiuntivo[^]*una camera non basta/],
    ['en', ['our son is 10 years old, can he sleep in our room?'], /extra bed/],
    ['it', ['nostra figlia di 12 anni puo dormire nella nostra stanza?'], /letto aggiuntivo/],
  ];
  for (const [lang, turns, expected] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(expected.test(r.message) && r.message.includes('Lavanda'), `${turns.join(' | ')} → ${r.message}`);
  }
});

Deno.test('a baby sleeping in the parents\' room is still the cot', async () => {
  const r = await talkToFarmStub(tools, 'en', ['we have a baby of 8 months, can she sleep in our room?']);
  ok(!/extra bed/.test(r.message), r.message);
});
