// Close candidates that say the same thing: the house rules' text and the quiet hours' entry both give 23:00 for
// "can we play music outside late at night", so neither stands clearly ahead and the engine gave up. When every
// close candidate states the facts of the one specific entry among them (its times, amounts, counts), that entry
// answers: it is the one meant, and no candidate could have said otherwise. Candidates that disagree never answer.
import { type KnowledgeHit, wordedWith } from './knowledge.ts';

/** Times, amounts and counts an answer states ("23:00", "5 €", "700 m"), as written, in a comparable form. */
function statedFigures(answer: string): string[] {
  return [...answer.matchAll(/\d+(?:[:.,]\d+)?/g)].map((m) => m[0].replace('.', ':'));
}

/** The one specific entry among the close candidates (from `min`, within 1.5 times of the best) whose figures every
 * other close candidate also states, if it is worded with what the guest said; else null. `isGeneral` tells an
 * intent's general text (house rules, check-in…) from a specific entry. */
export function agreeingSpecificEntry(hits: KnowledgeHit[], min: number, said: string[], isGeneral: (h: KnowledgeHit) => boolean): KnowledgeHit | null {
  const ranked = [...hits].sort((a, b) => b.score - a.score);
  const top = ranked[0];
  if (!top || top.score < min) return null;
  const close = ranked.filter((h) => h.score >= min && h.score * 1.5 > top.score);
  const specific = close.filter((h) => !isGeneral(h));
  if (close.length < 2 || specific.length !== 1) return null;
  const [entry] = specific;
  const figures = statedFigures(entry.answer);
  if (!figures.length || !wordedWith(entry, said)) return null;
  const agree = close.every((h) => h === entry || figures.every((f) => statedFigures(h.answer).includes(f)));
  return agree ? entry : null;
}
