// "ok and the one with the ridged rind?", "quello con la crosta a righe?", "the cheese shaped like a pear": a product
// named by what its description says of it, the one it alone holds, not a list nor an unknown question.
import { hasPhrase } from './words.ts';
import type { Understanding } from './understand.ts';

/** Ways of pointing at one item by a trait: "the one with", "quello con", "quella che ha", "the cheese with". */
const ONE_WITH = ['the one with', 'one with the', 'that one with', 'one that has', 'one which has', 'quello con', 'quella con', 'quello col',
  'quella col', 'quello che ha', 'quella che ha', 'quello dalla', 'quella dalla', 'quello dalle', 'quella dalle', 'quello dai', 'cheese with',
  'formaggio con', 'formaggio col', 'formaggio dalla', 'formaggio che ha', 'salume con', 'salume col'];

/** The understanding naming the one product its description words find, when an item is pointed at by a trait. */
export function withOneDescribed(u: Understanding, found: (words: string[]) => string[], words: string[]): Understanding {
  if (u.rooms.length || u.guests !== null || u.dates || !ONE_WITH.some((w) => hasPhrase(u.tokens, w))) return u;
  // "which is cheaper, the one with the ridged rind or the caprino?": compared with the one product named, both.
  const compared = u.rank !== null && u.products.length === 1;
  if (!compared && (u.products.length || u.rank !== null)) return u;
  const ids = found(words).filter((id) => !u.products.includes(id));
  return ids.length === 1 ? { ...u, products: [...u.products, ...ids], productGroup: [] } : u;
}
