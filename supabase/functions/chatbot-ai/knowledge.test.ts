import { deepStrictEqual as assertEquals } from 'node:assert';
import { type KnowledgeHit, pickKnowledge } from './knowledge.ts';

const hits = (...scores: number[]): KnowledgeHit[] =>
  scores.map((score, i) => ({ id: `e${i}`, topic: `t${i}`, question: `q${i}?`, answer: `a${i}.`, score }));
const ids = (h: KnowledgeHit[]) => h.map((x) => x.id);

Deno.test('one entry well ahead answers', () => {
  for (const scores of [[0.9], [0.9, 0.5], [0.62, 0.5, 0.2], [1, 0.85]]) {
    const pick = pickKnowledge(hits(...scores));
    assertEquals(pick.kind === 'answer' && pick.hit.id, 'e0', String(scores));
  }
});

Deno.test('close entries are offered, at most three, best first, the distant ones left out', () => {
  for (const [scores, offered] of [
    [[0.7, 0.65], ['e0', 'e1']],
    [[0.6, 0.55, 0.52, 0.5], ['e0', 'e1', 'e2']],
    [[0.62, 0.58, 0.3], ['e0', 'e1']],
  ] as const) {
    const pick = pickKnowledge(hits(...scores));
    assertEquals(pick.kind === 'choices' && ids(pick.hits), offered, String(scores));
  }
  const unsorted = pickKnowledge(hits(0.52, 0.56));
  assertEquals(unsorted.kind === 'choices' && ids(unsorted.hits), ['e1', 'e0']);
});

Deno.test('weak or no entries are not guessed', () => {
  for (const scores of [[], [0.49], [0.55], [0.58, 0.4], [0.3, 0.29, 0.2]]) assertEquals(pickKnowledge(hits(...scores)).kind, 'none', String(scores));
});
