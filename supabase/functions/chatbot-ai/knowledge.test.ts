import { deepStrictEqual as assertEquals } from 'node:assert';
import { clearlyAhead, type KnowledgeHit, pickKnowledge, wordedShare, wordedWith } from './knowledge.ts';

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

Deno.test('an entry stands clearly ahead when it scores half again as much as the next, or is the only one', () => {
  assertEquals(clearlyAhead(hits(0.4, 0.25), 0.3)?.id, 'e0');
  assertEquals(clearlyAhead(hits(0.33), 0.3)?.id, 'e0');
  assertEquals(clearlyAhead(hits(0.3, 0.22), 0.3), null);
  assertEquals(clearlyAhead(hits(0.28), 0.3), null);
  assertEquals(clearlyAhead(hits(0.2, 0.45), 0.3)?.id, 'e1');
});

Deno.test('an entry is worded with what was said: the word, or one sharing its first five letters', () => {
  const h: KnowledgeHit = { id: 'x', topic: 'tasting', question: '', answer: '', score: 0.4, wordings: 'degustazione assaggiare i formaggi cheese tasting' };
  assertEquals(wordedWith(h, ['assaggio']), true);
  assertEquals(wordedWith(h, ['tasting']), true);
  assertEquals(wordedWith(h, ['pacco', 'lugano']), false);
  assertEquals(wordedWith({ ...h, wordings: undefined }, ['assaggio']), false);
});

Deno.test('the share of what was said an entry is worded with', () => {
  const h: KnowledgeHit = { id: 'x', topic: 'season', question: '', answer: '', score: 0.4, wordings: 'mese migliore quando conviene venire evitare la folla' };
  assertEquals(wordedShare(h, ['mese', 'conviene', 'venire', 'caos']), 0.75);
  assertEquals(wordedShare(h, ['tempo', 'domani', 'spiaggia']), 0);
  assertEquals(wordedShare(h, []), 0);
});
