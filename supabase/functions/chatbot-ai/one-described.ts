// "ok and the one with the ridged rind?", "quello con la crosta a righe?", "the cheese shaped like a pear": a product
// named by what its description says of it, the one it alone holds, not a list nor an unknown question.
import { hasPhrase } from './words.ts';
import type { Understanding } from './understand.ts';

/** Ways of pointing at one item by a trait: "the one with", "quello con", "quella che ha", "the cheese with". */
const ONE_WITH = ['the one', 'that one', 'one with', 'one that', 'quello con', 'quella con', 'quello col', 'quella col', 'quello che', 'quella che',
  'quello dalla', 'quella dalla', 'quello dalle', 'quello a', 'quella a', 'cheese with', 'formaggio con', 'formaggio col', 'formaggio dalla', 'formaggio a',
  'with the', 'con la', 'con le', 'col', 'which has', 'that has'];

/** The understanding naming the one product its description words find, when an item is pointed at by a trait. */
export function withOneDescribed(u: Understanding, found: (words: string[]) => string[], words: string[]): Understanding {
  if (u.products.length || u.rooms.length || u.guests !== null || u.dates || !ONE_WITH.some((w) => hasPhrase(u.tokens, w))) return u;
  const ids = found(words);
  return ids.length === 1 ? { ...u, products: ids, productGroup: [] } : u;
}
