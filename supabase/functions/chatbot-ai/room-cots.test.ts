// Kind read from blind set 11: a cot asked of a named room is what its row says (whether it takes one, the fee).
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a cot asked of a named room: whether it takes one and its fee, from the room row', async () => {
  const cases: Array<['it' | 'en', string, string[]]> = [
    ['en', 'is there room for a baby cot in the elicrisio?', ['Elicrisio', '5']],
    ['it', 'nella camera elicrisio si puo aggiungere la culla?', ['Elicrisio', '5']],
    ['en', 'could we get a travel crib in the lavanda deluxe', ['Lavanda', 'free']],
    ['it', 'c e il lettino per il bimbo nella orchidea?', ['Orchidea', 'gratuita']],
  ];
  for (const [lang, q, facts] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(facts.every((f) => r.message.includes(f)), `${q} → ${r.message}`);
  }
});

Deno.test('a named room that takes no cot says so, and which rooms do', async () => {
  for (const [lang, q] of [['en', 'can you fit a crib into the mirto twin?'], ['it', 'nella ginepro ci sta una culla?']] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(/takes no cot|non prende una culla/.test(r.message) && r.message.includes('Lavanda'), `${q} → ${r.message}`);
  }
});
