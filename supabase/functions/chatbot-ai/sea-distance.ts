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

/** Whether the message asks how far the sea or the beaches are. */
const seaDistanceAskedIn = (said: string) => SEA_DISTANCE.test(normalise(said)) && !WAY_HERE.test(normalise(said));

/** The beaches' entry among the hits of a question asking how far the sea is: the best specific hit worded with the
 * beaches, from `min`; null when the sea's distance is not asked or no such entry is found. */
export function seaEntryOfDistance(said: string, hits: KnowledgeHit[], isGeneral: (topic: string) => boolean, min: number): KnowledgeHit | null {
  if (!seaDistanceAskedIn(said)) return null;
  // The sea is what is asked: the best entry worded with it, even below one a word of the trip pulled ("sardegna").
  const [top] = hits.filter((h) => !isGeneral(h.topic) && wordedWith(h, ['spiagge', 'beaches'])).sort((a, b) => b.score - a.score);
  return top && top.score >= min ? top : null;
}

/** The knowledge search's kind: the sea's distance asked is the beaches ("how far is the coast?"). */
export const SEA_DISTANCE_KIND: [RegExp, string] = [SEA_DISTANCE, 'spiagge beaches mare sea'];
