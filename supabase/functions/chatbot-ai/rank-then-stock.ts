// A superlative asked, then in a question of its own whether it is available ("qual è il formaggio più stagionato?
// c'è disponibile?", "your oldest cheese - is it in stock?"): the stock is asked of the one the rank picks, whose card
// says it, not a filter that silently hands over another product. "The oldest you have in stock" stays a filter.
import { tokenize } from './normalise.ts';
import { rankIn, type Understanding } from './understand.ts';
import { hasPhrase } from './words.ts';

const STOCK_ASKED_WORDS = ['disponibile', 'disponibili', 'available', 'in stock', 'in magazzino', 'avete ancora', 'still have'];
// Words that make the stock's own question a search again ("any other cheese available?").
const STOCK_OF_OTHERS = ['altro', 'altri', 'altra', 'other', 'others', 'formaggi', 'cheeses', 'salumi', 'which', 'quali', 'quale', 'cosa'];

/** The message's questions apart: its sentences and the clauses a comma or a dash sets off. */
const piecesOf = (text: string) => text.split(/[?!.;,]+|\s[-–]\s/).map(tokenize).filter((t) => t.length > 0);

export function withStockOfRankedAsked(u: Understanding, text: string): Understanding {
  if (u.rank === null || u.filters.inStock !== true) return u;
  const pieces = piecesOf(text);
  const ranked = pieces.some((p) => rankIn(p) !== null);
  const stockApart = pieces.some((p) =>
    rankIn(p) === null && p.length <= 6 && STOCK_ASKED_WORDS.some((w) => hasPhrase(p, w)) && !STOCK_OF_OTHERS.some((w) => p.includes(w))
  );
  if (!ranked || !stockApart) return u;
  const { inStock: _s, ...filters } = u.filters;
  return { ...u, filters, stock: true };
}
