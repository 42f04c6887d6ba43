// "quanto costa in più la salsiccia piccante rispetto a quella normale?", "what's your spicy sausage like?" then "and
// the plain one, is it cheaper?": two variants of one product compared, the spicy or smoked one and the plain one
// (the one without the qualifier), both with their prices, not the spicy list nor one of the two.
import { cartCorrectionSaidIn } from './cart-line-corrected.ts';
import { differenceAskedIn } from './product-difference.ts';
import type { Understanding } from './understand.ts';

/** Words comparing prices or asking what differs: with them both variants are asked, not the plain one alone. */
const COMPARING = ['rispetto', 'than', 'more', 'less', 'piu', 'meno', 'cheaper', 'dearer', 'pricier', 'extra', 'instead', 'invece', 'between', 'tra', 'fra'];

interface VariantFacts { spicy?: boolean; smoked?: boolean }

/** The understanding naming both variants when the plain one is compared with the qualified one: of the products a
 * name groups (said now), or of the ones talked about before (`before`) and their plain variants (`plainOf`). */
export function withVariantPair(u: Understanding, before: string[], facts: (id: string) => VariantFacts | undefined, plainOf: (ids: string[]) => string[]): Understanding {
  if (!u.plain) return u;
  const qualified = (id: string) => !!(facts(id)?.spicy || facts(id)?.smoked);
  // "actually, the regular ones instead": a cart line corrected (cart-line-corrected.ts), no comparison.
  const comparers = cartCorrectionSaidIn(u.tokens) ? COMPARING.filter((w) => w !== 'instead' && w !== 'invece') : COMPARING;
  const comparing = u.rank !== null || differenceAskedIn(u.tokens) || comparers.some((w) => u.tokens.includes(w));
  const { spicy: _s, smoked: _m, ...rest } = u.filters;
  // Said now: "la salsiccia piccante e quella normale": a name's group holding both kinds.
  const group = u.products.length >= 2 ? u.products : u.productGroup;
  if ((u.filters.spicy || u.filters.smoked) && group.some(qualified) && group.some((id) => !qualified(id))) {
    const pair = group.filter((id) => (u.filters.spicy ? facts(id)?.spicy : facts(id)?.smoked) || !qualified(id));
    return { ...u, products: pair, productGroup: [], filters: rest, rank: null };
  }
  // "the normal one, without chilli" after the spicy one: its plain variant; the quality refused names the variant,
  // it asks for no list of everything without it.
  const refused = u.filters.spicy === false || u.filters.smoked === false;
  if (!comparing && refused && !u.products.length && before.length && before.length <= 2 && before.some(qualified)) {
    const plain = plainOf(before);
    if (plain.length) return { ...u, products: plain, productGroup: [], filters: rest, rank: null };
  }
  // After the qualified one talked about: it and its plain variant, when compared.
  if (comparing && !u.products.length && before.length && before.length <= 2 && before.some(qualified)) {
    const plain = plainOf(before);
    if (plain.length) return { ...u, products: [...plain, ...before], productGroup: [], filters: rest, rank: null };
  }
  return u;
}
