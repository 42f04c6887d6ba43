// A superlative asked right after one to three products of one kind, naming no kind ("the oldest you have in stock
// now?" after a sold-out cheese): among that kind, not the whole shop (the ham is older than any cheese).
import type { Frame } from './conversation.ts';
import type { Understanding } from './understand.ts';

export function withKindOfTalkedAbout(u: Understanding, before: Frame, kindOf: (id: string) => string | undefined): Understanding {
  if (u.rank === null || u.filters.category || u.productGroup.length || u.products.length || before.topic !== 'products') return u;
  if (!before.shown.length || before.shown.length > 3) return u;
  const kinds = new Set(before.shown.map(kindOf));
  const [kind] = [...kinds];
  return kinds.size === 1 && (kind === 'formaggi' || kind === 'salumi') ? { ...u, filters: { ...u.filters, category: kind } } : u;
}
