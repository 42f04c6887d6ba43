// Kind read from blind set 30: how many rooms a party needs, asked after the party was said in an earlier turn, is
// that party's rooms, not every room's name.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

Deno.test('the rooms needed are asked of the party said in an earlier turn', async () => {
  const tools = farmStubTools();
  const cases: Array<['it' | 'en', string[], RegExp]> = [
    ['en', ['there are 4 of us, all grown ups', 'so how many rooms do we need?'], /2 rooms/],
    ['it', ['saremo in 6 amici', 'quante camere ci servirebbero?'], /3 camere/],
    ['en', ['we will be 8 people', 'do you have parking?', 'how many rooms should we book'], /4 rooms/],
    ['it', ['ciao, siamo 4 adulti', 'quante stanze dobbiamo prenotare'], /2 camere/],
  ];
  for (const [lang, turns, want] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(want.test(r.message), `${turns.join(' / ')} → ${r.message}`);
  }
});

Deno.test('how many rooms the farm has, with no party said, is still every room\'s name', async () => {
  const r = await talkToFarmStub(farmStubTools(), 'en', ['how many rooms have you got?']);
  ok(r.message.includes('5 rooms') && r.message.includes('Ginepro'), r.message);
});
