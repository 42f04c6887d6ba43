// Milks asked of the shelf by several ("goat or cow, not sheep", "di capra o di mucca"): the list of those milks.
// "goat" is also a word of "Gallura goat cheese": said among other milks it is a milk, not that cheese's name.
import type { Understanding } from './understand.ts';

// The kind's own words too: "goat cheese" names that cheese by them.
const MILK_NAME_WORDS = new Set(['pecora', 'pecore', 'sheep', 'ewe', 'capra', 'capre', 'goat', 'mucca', 'mucche', 'vacca', 'vacche', 'cow', 'latte', 'milk',
  'cheese', 'cheeses', 'formaggio', 'formaggi']);

/** The understanding without the products named only by milk words, when two or more milks are said. */
export function withMilksListed(u: Understanding, nameWord: (w: string) => boolean, milkOf: (id: string) => string | null): Understanding {
  const said = [...(u.filters.milk ?? []), ...(u.filters.notMilk ?? [])];
  if (new Set(said).size < 2 || !u.products.length) return u;
  const namedBeyondMilk = u.tokens.some((t) => !MILK_NAME_WORDS.has(t) && nameWord(t));
  if (namedBeyondMilk || !u.products.every((id) => (u.filters.milk ?? []).includes(milkOf(id) as never))) return u;
  return { ...u, products: [] };
}
