// "a che ora possiamo arrivare il primo giorno": "primo" is a word of "Primo Fiore", but here the first day. An
// everyday word that is also a word of a product's name names the product only beside another word of that name
// ("primo fiore", "mountain ham") or in a message about products (a product kind, a price, an order).

/** Everyday words (ordinals, a flower, the mountains) that some product names also hold. */
const EVERYDAY_NAME_WORDS = new Set(['primo', 'prima', 'primi', 'prime', 'first', 'fiore', 'fiori', 'flower', 'flowers', 'montagna', 'montagne', 'mountain', 'mountains']);

/** Whether a message is about products, so that such a word names one: a product kind, a price (not a room's), an
 * order, allergens or storage. */
export function aboutProductsIn(scores: Partial<Record<string, number>>): boolean {
  return ['products', 'cheese', 'salumi', 'allergens', 'storage', 'shipping'].some((i) => scores[i]) || (!!scores.price && !scores.rooms);
}

/** The everyday name words of the message that name nothing (left out of a product's name): not searched for in the
 * knowledge either, where they would find the entries worded with the product ("come tengo il primo fiore"). */
export function loneEverydayNameWords(tokens: string[], aboutProducts: boolean, pairNames: (a: string, b: string) => boolean, nameWord: (w: string) => boolean): string[] {
  const kept = everydayNameWordsApart(tokens, aboutProducts, pairNames);
  // Only a name's word as written: "prima" or "first" ("prima delle 15") find no product's entry.
  return tokens.filter((t, i) => kept[i] === '' && EVERYDAY_NAME_WORDS.has(t) && nameWord(t));
}

/** The tokens a product name is looked for in: an everyday name word with no word of a name beside it (`pairNames`:
 * whether two words together are a name's) is left out, unless the message is about products. */
export function everydayNameWordsApart(tokens: string[], aboutProducts: boolean, pairNames: (a: string, b: string) => boolean): string[] {
  if (aboutProducts) return tokens;
  return tokens.map((t, i) => {
    if (!EVERYDAY_NAME_WORDS.has(t)) return t;
    const beside = (i > 0 && pairNames(tokens[i - 1], t)) || (i + 1 < tokens.length && pairNames(t, tokens[i + 1])) ||
      (i > 1 && pairNames(tokens[i - 2], t)) || (i + 2 < tokens.length && pairNames(t, tokens[i + 2]));
    return beside ? t : '';
  });
}
