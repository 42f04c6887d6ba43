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

/** Watching the farm make its products ("come and see how you make the cheese", "vedere come fate il formaggio"): a
 * visit of the dairy, whatever product is named as the thing made. */
const WATCH_MAKING = /\b(?:see|watch|watching|show|vedere|guardare|assistere|mostrate|mostrarci)\b(?: \w+){0,2} (?:how|come)\b(?: \w+){0,3} (?:make|makes|made|making|produce|producete|fate|fa|preparate|lavorate|nasce|nascono)\b/;

/** Tasting the products at the farm said with a verb ("try your cheeses at the farm", "assaggiare i formaggi da voi"):
 * a tasting, as the noun would say. */
const TASTE_HERE = /\b(?:assaggiar\w*|degustar\w*|taste|tasting|sample|sampling|try|provare)\b(?: \w+){0,5} (?:at the farm|at your farm|on the farm|on site|there|with you|da voi|in tenuta|in azienda|in fattoria|sul posto)\b/;

/** Whether the guest asks to watch the farm make a product (then named or not, the visit is asked). */
export const watchMakingIn = (tokens: string[]) => WATCH_MAKING.test(tokens.join(' '));

/** The activity nouns the message says. */
export function visitNounsIn(tokens: string[]): string[] {
  const nouns = [...VISIT_NOUNS.filter((w) => tokens.includes(w)), ...(TASTE_HERE.test(tokens.join(' ')) ? ['degustazione', 'tasting', 'assaggio'] : [])];
  return VISIT_PLACES.test(tokens.join(' ')) || watchMakingIn(tokens) ? [...nouns, 'visita', 'visit', 'caseificio', 'dairy'] : nouns;
}

/** The farm entry among the first hits worded with the activity said: from a modest score, as the noun names it. */
export function farmVisitEntry(hits: KnowledgeHit[], nouns: string[], isGeneral: (topic: string) => boolean): KnowledgeHit | null {
  return hits.slice(0, 3).find((h) => !isGeneral(h.topic) && h.score >= 0.2 && wordedWith(h, nouns)) ?? null;
}

/** Whether the thing to book is a farm visit: a tasting or a dairy visit ("come si prenota la degustazione?"), not a room. */
export const farmVisitToBook = (tokens: string[]) => visitNounsIn(tokens).length > 0;
