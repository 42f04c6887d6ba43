// Kind read from blind set 13: a cot, or a child under three sleeping there, asked naming no room right after one
// room was talked about is that room's cot: whether its row takes one and the fee, not the house rules.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

// The house rules and the children's entry are worded with children, as seeded.
const tools = farmStubTools((_q, _lang, topic) => [
  ...(topic === 'rules' ? [stubHit('rules', 0.35, 'regole della casa bambini children house rules')] : []),
  stubHit('children', 0.33, 'bambini children accettate bambini'),
]);

Deno.test('a cot or a baby asked of the room talked about is that room’s cot', async () => {
  const cases: Array<['it' | 'en', string[], string[]]> = [
    ['it', ['com e la camera elicrisio?', 'e per la nostra bimba di 1 anno si puo mettere una culla?'], ['Elicrisio', '5']],
    ['en', ['tell me about the lavanda room', 'can our 18 month old sleep in there? we would need a crib'], ['Lavanda', 'free']],
    ['it', ['parlami della orchidea', 'ci sta anche il lettino per il piccolo di 2 anni?'], ['Orchidea', 'gratuita']],
    ['en', ['what is the mirto twin like', 'and could a toddler of 2 sleep there in a cot?'], ['takes no cot', 'Lavanda']],
  ];
  for (const [lang, turns, facts] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(facts.every((f) => r.message.includes(f)), `${turns.join(' / ')} → ${r.message}`);
  }
});
