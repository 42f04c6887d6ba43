// "vorremmo girare i paesi", then "quanto ci vuole per arrivare a Tempio?": the way to a place the guest names is
// that place's entry (the villages' one, worded with Tempio), not the entry of the way here from the airport that
// the words of arriving match better. And "abbiamo due bimbi… il mare quanto è lontano in macchina?": the way asked
// after the guest explains their situation is searched as its own sentence too, so the words of the situation
// (children, the ferry's hour, breakfast) do not drown the place asked.
import type { KnowledgeHit } from './knowledge.ts';
import { NAMED_PLACES } from './place-after-travel.ts';
import type { Understanding } from './understand.ts';

/** Words a place is said after: going to it, being at it, coming from it. */
const TOWARDS = new Set(['a', 'ad', 'per', 'verso', 'fino', 'da', 'to', 'towards', 'at', 'into', 'from']);

/** The places the message names: one the lexicon knows ("tempio", "olbia"), or a word it lacks said after going to or
 * coming from ("fino a calangianus", "a drive to luras"). */
export function placesNamedIn(u: Pick<Understanding, 'tokens' | 'unfamiliar'>): string[] {
  const named = u.tokens.filter((t, i) => NAMED_PLACES.has(t) || (t.length >= 4 && u.unfamiliar.includes(t) && TOWARDS.has(u.tokens[i - 1] ?? '')));
  return [...new Set(named)];
}

const holdsWhole = (h: KnowledgeHit, words: string[]) => (h.wordings ?? '').split(' ').some((w) => words.includes(w));

/** The entry worded with a place the message names, when the one chosen (or none) is not: the one specific hit
 * worded with it as a whole word ("tempi" of delivery times is not Tempio), from `min`. A place several entries are
 * worded with (Olbia: its airport, its port) names none of them. */
function entryOfPlaceNamed(chosen: KnowledgeHit | null, hits: KnowledgeHit[], places: string[], isGeneral: (topic: string) => boolean, min: number): KnowledgeHit | null {
  if (!places.length || (chosen && holdsWhole(chosen, places))) return chosen;
  const worded = hits.filter((h) => !isGeneral(h.topic) && holdsWhole(h, places));
  return worded.length === 1 && worded[0].score >= min ? worded[0] : chosen;
}

/** As `entryOfPlaceNamed`; when the guest's other words diluted the search below `min` ("partiamo in auto da
 * cagliari, è un viaggio lungo?"), the places' names searched alone (`searchAlone`) find their entry. */
export async function entryOfPlaceNamedOrAlone(
  chosen: KnowledgeHit | null, hits: KnowledgeHit[], places: string[], isGeneral: (topic: string) => boolean, min: number,
  searchAlone: (words: string) => Promise<KnowledgeHit[]>,
): Promise<KnowledgeHit | null> {
  const found = entryOfPlaceNamed(chosen, hits, places, isGeneral, min);
  if (!places.length || (found && holdsWhole(found, places))) return found;
  return entryOfPlaceNamed(found, await searchAlone(places.join(' ')), places, isGeneral, min);
}
