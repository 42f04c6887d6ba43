// A guest already staying asks for a meal today: the entry that answers it, not the free rooms of a one-night stay.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';

const dinner: KnowledgeHit = { id: 'dinner', topic: 'dinner', question: 'dinner?', score: 0.66, wordings: 'cenare in tenuta cena dinner at the farm eat dinner', answer: 'Dinner on request: call +39 0789 123 456.' };
const tools = farmStubTools((q) => (/cen|dinner|eat|mangi/.test(q) ? [dinner] : []));

Deno.test('a meal asked by a guest already staying is the meal’s entry, not a stay', async () => {
  for (const [lang, text] of [
    ['en', 'we are in the mirto room at the moment, can we eat dinner at yours this evening?'],
    ['en', 'currently staying with you in orchidea, any chance of dinner tonite?'],
    ['it', 'siamo nella camera elicrisio, stasera si puo cenare in tenuta?'],
    ['it', 'alloggiamo da voi adesso, c e modo di mangiare qui stasera?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [text]);
    ok(r.type === 'text' && r.message.includes('123 456'), `${text} → ${r.type} ${r.message}`);
  }
});
