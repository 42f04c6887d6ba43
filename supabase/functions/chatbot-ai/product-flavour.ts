// "anything with myrtle in it", "qualcosa al ginepro", "flavoured with fennel": a flavour or an ingredient asked of
// the products is found in their listed ingredients (get_products.ingredients), not in the name of a room: rooms are
// named after the same plants (mirto, ginepro), and a plant said this way is what a product tastes of.
import { normalise } from './normalise.ts';
import type { Product } from './types.ts';

/** The word after a way of saying a product tastes of something, or before "in it". */
const FLAVOUR_CUES = [
  /\b(?:anything|something|qualcosa|prodott[oi]|products?|salum[ie]|formagg[io]|cheeses?|meats?) (?:with|con|al|allo|alla|ai|agli|alle) (\w+)/,
  /\bwith (?:\w+ )?(\w+) (?:in it|in them|inside)\b/,
  /\b(?:flavou?r(?:ed)?|tastes?|tasting|scented|infused|spiced|seasoned) (?:with|of|like) (\w+)/,
  /\b(?:aromatizzat[oaie]|profumat[oaie]|insaporit[oaie]|speziat[oaie]|sapore|gusto|sa|sanno|aroma) (?:al|allo|alla|ai|agli|alle|di|del|della|con) (\w+)/,
  /\b(\w+) (?:flavou?red|flavou?r|scented|infused)\b/,
  // "anything made with myrtle?", "qualcosa fatto col mirto": an ingredient it is made with.
  /\b(?:made|prepared|fatt[oaie]|preparat[oaie]) (?:with|from|con|col|al|allo|alla|ai|agli|alle) (\w+)/,
  // "cured with red wine", "stagionato col vino", "smoked over mastic": what it is processed in (PROCESSED_CUE).
];
/** "cured in red wine", "affumicato col lentisco": what a product is cured, aged, smoked or soaked in, which its
 * short description may say rather than its ingredients (the smoke's wood). A colour or an article before the noun
 * is skipped ("red wine": the wine). */
const PROCESSED_CUE =
  /\b(?:cured|aged|marinated|smoked|soaked|steeped|stagionat[oaie]|marinat[oaie]|affumicat[oaie]|macerat[oaie]) (?:with|in|over|on|nel|nello|nella|col|con|al|allo|alla|sul|sotto) (?:the |a |il |lo |la |del |della |dello |l )?(?:red |white |black |wild |sweet |dry )?(\w+)/;
// A milk's animal ("made from goat or cow milk") is the milk filter, which reads every animal said, not a flavour.
const NOT_FLAVOUR = new Set(['the', 'a', 'an', 'some', 'it', 'them', 'milk', 'latte', 'you', 'your', 'vostro', 'vostri', 'mio', 'my', 'kids', 'bambini',
  'goat', 'sheep', 'cow', 'ewe', 'capra', 'pecora', 'mucca', 'vacca']);

/** The flavour or ingredient the message asks the products for, if it asks one this way: read from the corrected
 * tokens ("mirtto" is "mirto"), else as written (a cue word the vocabulary lacks may have been corrected away). */
export function flavourAskedIn(said: string, tokens: string[]): string | null {
  for (const n of [tokens.join(' '), normalise(said)]) {
    for (const cue of [...FLAVOUR_CUES, PROCESSED_CUE]) {
      const w = n.match(cue)?.[1];
      if (w && w.length >= 4 && !NOT_FLAVOUR.has(w)) return w;
    }
  }
  return null;
}

/** Whether the message asks what a product is processed in ("cured with red wine"): its short description counts. */
export const processedInAskedIn = (said: string, tokens: string[]) => [tokens.join(' '), normalise(said)].some((n) => PROCESSED_CUE.test(n));

/** The products whose ingredients in either language list the word or its other language's name (the room it
 * names says both: "Mirto" is the myrtle). Ingredients only: a description's "crosta" or "pairs with" is no flavour;
 * the short description too when what it is processed in is asked (`withShort`: the wood of the smoke). */
export function productsFlavouredWith(rows: Product[][], words: string[], withShort = false): string[] {
  const stems = words.map((w) => normalise(w)).filter((w) => w.length >= 4).map((w) => (w.length >= 6 ? w.slice(0, -1) : w));
  if (!stems.length) return [];
  const re = new RegExp(`\\b(?:${stems.join('|')})\\w{0,3}\\b`);
  const ids = new Set<string>();
  for (const list of rows) {
    for (const p of list) {
      const text = normalise(withShort ? `${p.ingredients ?? ''} ${p.short_description ?? ''}` : p.ingredients ?? '');
      if (re.test(text)) ids.add(p.id);
    }
  }
  return [...ids];
}
