// Something to do at the farm with its products ("a cheese tasting while we're staying, when and how much?", "una
// visita al caseificio con assaggio?"): the activity is what is asked, so the entry worded with it answers (who to
// ask, when, the price), not the list of cheeses nor the rooms' prices read from the product or price words.
import type { KnowledgeHit } from './knowledge.ts';
import { wordedWith } from './knowledge.ts';

/** The activities' own nouns, in both languages ("visit" alone is too often the guest's holiday). */
const VISIT_NOUNS = [
  'degustazione', 'degustazioni', 'tasting', 'tastings', 'assaggio', 'assaggi', 'tour', 'mungitura', 'milking',
  'laboratorio', 'workshop',
];
/** A visit of the farm's own places: "visitare il caseificio", "a dairy visit". */
const VISIT_PLACES = /\bvisit\w* (?:(?:il|la|al|alla|the|your|vostro|vostra) )?(?:caseificio|dairy|stalla|stalle|farm|fattoria|azienda)\b|\b(?:dairy|farm) (?:visit|tour)s?\b/;

/** The activity nouns the message says. */
export function visitNounsIn(tokens: string[]): string[] {
  const nouns = VISIT_NOUNS.filter((w) => tokens.includes(w));
  return VISIT_PLACES.test(tokens.join(' ')) ? [...nouns, 'visita', 'visit', 'caseificio', 'dairy'] : nouns;
}

/** The farm entry among the first hits worded with the activity said: from a modest score, as the noun names it. */
export function farmVisitEntry(hits: KnowledgeHit[], nouns: string[], isGeneral: (topic: string) => boolean): KnowledgeHit | null {
  return hits.slice(0, 3).find((h) => !isGeneral(h.topic) && h.score >= 0.2 && wordedWith(h, nouns)) ?? null;
}
