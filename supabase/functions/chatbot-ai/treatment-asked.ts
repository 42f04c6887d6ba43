// "do you have goat cheese?", then "is it pasteurised or raw?" / "è a latte crudo?": the milk's treatment asked of
// the product talked about is that product's (its card says it), not the list filtered on raw milk. "only the raw
// milk ones" after a list still filters it.
import { hasPhrase } from './words.ts';
import type { Understanding } from './understand.ts';

const RAW = ['crudo', 'cruda', 'crudi', 'crude', 'raw', 'unpasteurised', 'unpasteurized'];
const PASTEURISED = ['pastorizzato', 'pastorizzata', 'pastorizzati', 'pastorizzate', 'pasteurised', 'pasteurized', 'pastorizzazione', 'pasteurisation'];
/** Words of a list refined ("only the raw ones", "quelli a latte crudo", "any raw ones?"): a filter, not an item. */
const LIST_WORDS = ['ones', 'only', 'solo', 'soltanto', 'quelli', 'quelle', 'quali', 'which', 'any', 'those', 'these', 'altri', 'altre', 'others',
  'other', 'some', 'formaggi', 'cheeses', 'tutti', 'all'];

/** The understanding asking the product(s) talked about (`before`), when the treatment is asked of them. */
export function withTreatmentOfTalkedAbout(u: Understanding, before: string[]): Understanding {
  const { treatment, milk: _m, category: _c, ...others } = u.filters;
  if (!treatment || u.products.length || u.productGroup.length || Object.keys(others).length || !before.length || before.length > 3) return u;
  const both = RAW.some((w) => u.tokens.includes(w)) && PASTEURISED.some((w) => u.tokens.includes(w));
  const ofOne = before.length === 1 && !LIST_WORDS.some((w) => hasPhrase(u.tokens, w));
  return both || ofOne ? { ...u, products: before, filters: {} } : u;
}
