// How to keep a product with a wrapping named ("is cling film ok?", "la metto nella pellicola?", "in a plastic bag in
// the fridge?"): the product rows say only a temperature, the farm's storage entries say what to wrap it in (paper or a
// cloth, not plastic). The entry the search finds for the question that speaks of wrapping answers it.
import type { KnowledgeHit } from './knowledge.ts';
import { normalise } from './normalise.ts';

/** A wrapping or a container a guest may keep food in. */
const WRAPPING = /\b(?:pellicol\w*|cling\w*|clingfilm|plastic\w*|film|foil|stagnola|alluminio|aluminium|aluminum|sacchett\w*|bustin\w*|bag|bags|tupperware|contenitor\w*|containers?|barattol\w*|jar|carta|paper|panno|cloth|canovacci\w*|strofinacci\w*|tea towel)\b/;
/** Keeping it: the wrapping is how to store it, not a gift's packing. */
const KEEPING = /\b(?:keep\w*|stor\w*|conserv\w*|teng\w*|tenere|tenerl[oaie]|frig\w*|fridge|wrap\w*|avvolg\w*|avvolt\w*|incart\w*|mett\w*|put)\b/;
/** Wrapped as a present: the gift's packing, not the keeping. */
const GIFT = /\b(?:gift\w*|present|regal\w*|confezion\w*|pacchett\w*|incartare per)\b/;
/** An entry's answer that says what to wrap in. */
const WRAPPING_SAID = /\b(?:plastic\w*|pellicol\w*|film|carta|paper|panno|cloth|foil|alluminio|wrapped|avvolt\w*|sacchett\w*|bag|contenitor\w*|container)\b/;
/** An entry found at least this well may answer; below, the search found it for words beside the point. */
const WRAPPING_ENTRY_AT = 0.15;
/** Words of a product's name that tell nothing of which entry is its own. */
const NAME_FILLERS = new Set(['di', 'del', 'della', 'the', 'of', 'and', 'con', 'al', 'alla', 'g', 'kg']);

/** Whether the message names a wrapping to keep a product in; `storageAsked` when the turn is already about storage. */
export function wrappingAskedIn(said: string, storageAsked: boolean): boolean {
  const n = normalise(said);
  return WRAPPING.test(n) && !GIFT.test(n) && (storageAsked || KEEPING.test(n));
}

/** Of the entries the search found that say what to wrap in, the one naming most words of the products talked about
 * ("12 months", "pecorino" for the aged cheeses' entry), else the best found when none is named. */
export function wrappingEntry(hits: KnowledgeHit[], names: string[]): KnowledgeHit | null {
  const saying = hits.slice(0, 5).filter((h) => h.score >= WRAPPING_ENTRY_AT && WRAPPING_SAID.test(normalise(h.answer)));
  const words = new Set(names.flatMap((n) => normalise(n).split(/[^a-z0-9]+/)).filter((w) => w && !NAME_FILLERS.has(w)));
  if (!words.size) return saying[0] ?? null;
  const shared = (h: KnowledgeHit) => new Set(normalise(h.answer).split(/[^a-z0-9]+/).filter((w) => words.has(w))).size;
  const best = Math.max(0, ...saying.map(shared));
  return best ? saying.find((h) => shared(h) === best)! : null;
}
