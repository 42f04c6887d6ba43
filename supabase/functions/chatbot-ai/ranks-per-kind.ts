// Two superlatives in one message, each of its own kind ("your cheapest cured meat and your cheapest cheese", "il
// formaggio più stagionato e il salume che costa meno", "the cheapest cheese and cured meat"): one product of each
// kind, each by the rank said with it (or the one said before it), not one rank over the whole shop.
import type { ProductFacts } from './catalogue.ts';
import { KEYWORDS } from './intents.ts';
import { type Rank, rankIn, type Understanding } from './understand.ts';
import { hasPhrase } from './words.ts';

const RANKED_KIND_JOINS = new Set(['and', 'e', 'ed', 'plus', 'also', 'anche', 'poi', '&', 'while', 'mentre']);
// Only the words that name a kind: "aged", "stagionato" are the rank's or a filter's.
const RANKED_KINDS: Array<[string, string[]]> = [
  ['formaggi', KEYWORDS.cheese.filter(([, w]) => w >= 4).map(([p]) => p)],
  ['salumi', KEYWORDS.salumi.filter(([, w]) => w >= 3).map(([p]) => p)],
];

/** The kind and the rank each stretch of the message between its joining words asks, a rank carried to the next. */
function rankedKindsIn(tokens: string[]): Array<[string, Rank]> {
  const stretches: string[][] = [[]];
  for (const t of tokens) {
    if (RANKED_KIND_JOINS.has(t)) stretches.push([]);
    else stretches.at(-1)!.push(t);
  }
  const asked: Array<[string, Rank]> = [];
  let rank: Rank | null = null;
  for (const s of stretches) {
    rank = rankIn(s) ?? rank;
    const kind = RANKED_KINDS.find(([, ps]) => ps.some((p) => hasPhrase(s, p)))?.[0];
    if (kind && rank && !asked.some(([k]) => k === kind)) asked.push([kind, rank]);
  }
  return asked;
}

/** The products each kind's rank picks (their cards say their stock), named as products, when two kinds are ranked. */
export function withRanksPerKind(u: Understanding, facts: ProductFacts[]): Understanding {
  if (u.rank === null || u.products.length) return u;
  const asked = rankedKindsIn(u.tokens);
  if (asked.length < 2) return u;
  const value = (f: ProductFacts, rank: Rank) => (rank === 'cheapest' || rank === 'dearest' ? f.price : f.aging);
  const picks = asked.map(([kind, rank]) => {
    const known = facts.filter((f) => f.category === kind && value(f, rank) !== null);
    const lower = rank === 'cheapest' || rank === 'youngest';
    known.sort((a, b) => (lower ? 1 : -1) * (value(a, rank)! - value(b, rank)!));
    return known[0]?.id;
  }).filter((id): id is string => !!id);
  return picks.length === asked.length ? { ...u, products: picks, productGroup: [], rank: null, filters: {} } : u;
}
