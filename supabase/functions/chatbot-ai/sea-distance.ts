// "da voi il mare quanto è lontano?", "how far away is the sea from your place?": the distance asked of the sea or the
// beaches is the beaches' entry, however many words of the guest's trip (a ride round Gallura, a month) come with it
// and pull the way here or the villages: the sea is what is measured, not the farm's address.
import { wordedWith, type KnowledgeHit } from './knowledge.ts';
import { normalise } from './normalise.ts';

const SEA = '(?:mare|sea|seaside|spiagg\\w*|beach|beaches|coast|coastline|lido)';
/** A way here named (the airport "Olbia Costa Smeralda", the port): the way's own entry, not the sea's. */
const WAY_HERE = /\b(?:aeroport\w*|airports?|porto|port|traghett\w*|ferry|ferries|stazione|station)\b/;
const DISTANCE = '(?:far|farther|further|distance|distant|km|kms|kilometres|kilometers|miles|how long|how close|how near|close|near|nearest|closest|' +
  'lontan\\w*|dist\\w*|quanti km|quanto ci vuole|quanto tempo|vicin\\w*|minuti|minutes)';
const SEA_DISTANCE = new RegExp(`\\b${SEA}\\b.{0,40}\\b${DISTANCE}\\b|\\b${DISTANCE}\\b.{0,40}\\b${SEA}\\b`);

/** The words that ask the sea's distance ("il mare quanto e lontano"), without the trip said around them; null when
 * the sea's distance is not asked. */
function seaDistanceWordsIn(said: string): string | null {
  const n = normalise(said);
  return WAY_HERE.test(n) ? null : n.match(SEA_DISTANCE)?.[0] ?? null;
}

/** The beaches' entry among the hits of a question asking how far the sea is: the best specific hit worded with the
 * beaches, from `min`; else, when the guest's trip around the question diluted the search, the best such hit of the
 * sea's own words searched alone (`searchAlone`); null when the sea's distance is not asked or no such entry is found. */
export async function seaEntryOfDistance(
  said: string, hits: KnowledgeHit[], isGeneral: (topic: string) => boolean, min: number,
  searchAlone?: (words: string) => Promise<KnowledgeHit[]>,
): Promise<KnowledgeHit | null> {
  const words = seaDistanceWordsIn(said);
  if (!words) return null;
  // The sea is what is asked: the best entry worded with it, even below one a word of the trip pulled ("sardegna").
  const best = (among: KnowledgeHit[]) => {
    const [top] = among.filter((h) => !isGeneral(h.topic) && wordedWith(h, ['spiagge', 'beaches'])).sort((a, b) => b.score - a.score);
    return top && top.score >= min ? top : null;
  };
  return best(hits) ?? (searchAlone && words !== normalise(said) ? best(await searchAlone(words)) : null);
}

/** The knowledge search's kind: the sea's distance asked is the beaches ("how far is the coast?"). */
export const SEA_DISTANCE_KIND: [RegExp, string] = [SEA_DISTANCE, 'spiagge beaches mare sea'];
