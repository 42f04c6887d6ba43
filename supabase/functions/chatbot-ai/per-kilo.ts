// The cheapest or dearest asked by the kilo ("which pecorino is cheapest per kilo?", "il salume che costa meno al
// chilo"): pieces weigh from half a kilo to a kilo, so the price of a piece does not rank them; its price over its
// weight does, among the kind said ("pecorino": the products whose names or descriptions say it).
import type { ProductFacts } from './catalogue.ts';
import { KEYWORDS } from './intents.ts';
import type { Understanding } from './understand.ts';
import { hasPhrase } from './words.ts';

const PER_KILO = ['per kilo', 'per kg', 'a kilo', 'the kilo', 'per kilogram', 'al chilo', 'al kg', 'al kilo', 'a chilo', 'per chilo', 'il chilo', 'al chilogrammo', 'kilo price', 'price per kg'];
// The words of a kind within a category ("pecorino", "salsiccia"), not of the category itself ("formaggio", "salumi").
const CATEGORY_WORDS = ['formagg*', 'cheese', 'cheeses', 'salumi', 'salume', 'salame', 'salami', 'cured meat', 'cured meats', 'insaccati'];
const KIND_WORDS = [...KEYWORDS.cheese, ...KEYWORDS.salumi].filter(([p, w]) => w >= 4 && !CATEGORY_WORDS.includes(p)).map(([p]) => p);

const perKiloAskedIn = (tokens: string[]) => PER_KILO.some((p) => hasPhrase(tokens, p));

/** The one product the rank per kilo picks, named as the product asked. */
export function withRankPerKilo(u: Understanding, facts: ProductFacts[], weightOf: (id: string) => number | null): Understanding {
  if ((u.rank !== 'cheapest' && u.rank !== 'dearest') || u.products.length || !perKiloAskedIn(u.tokens)) return u;
  let pool = facts.filter((f) => (!u.filters.category || f.category === u.filters.category) && (weightOf(f.id) ?? 0) > 0);
  // A kind word some of them hold but not all ("pecorino" among the cheeses) narrows them to those.
  for (const t of u.tokens.filter((t) => t.length >= 5 && KIND_WORDS.some((p) => hasPhrase([t], p)))) {
    const re = new RegExp(`\\b${t.replace(/[io]$/, '')}[io]\\b`);
    const holding = pool.filter((f) => re.test(f.text));
    if (holding.length >= 2 && holding.length < pool.length) pool = holding;
  }
  const perKilo = (f: ProductFacts) => f.price / weightOf(f.id)!;
  pool.sort((a, b) => (u.rank === 'cheapest' ? 1 : -1) * (perKilo(a) - perKilo(b)));
  return pool.length ? { ...u, products: [pool[0].id], productGroup: [], rank: null } : u;
}
