// Something like the product just talked about, asked right after it ("peccato, cosa mi consigli di simile?",
// "anything similar you do have?" after a sold-out cheese): the nearest product of its kind in stock, by aging, then
// milk, then price, not an "I do not know".
import type { ProductFacts } from './catalogue.ts';
import type { Understanding } from './understand.ts';
import { hasPhrase } from './words.ts';

const SIMILAR_ASKED = ['simile', 'simili', 'somiglia', 'assomiglia', 'similar', 'alike', 'something like', 'anything like', 'close to',
  'alternativa', 'alternative', 'alternativo', 'al suo posto', 'in alternativa', 'instead', 'replacement', 'sostituire', 'sostituto', 'the same kind', 'stesso tipo', 'genere'];

const similarAskedIn = (tokens: string[]) => SIMILAR_ASKED.some((w) => hasPhrase(tokens, w));

/** The one product nearest the one talked about, in stock, when something similar is asked of it. */
export function withSimilarToTalkedAbout(u: Understanding, talked: string[], facts: ProductFacts[]): Understanding {
  if (talked.length !== 1 || u.products.length || !similarAskedIn(u.tokens)) return u;
  const of = facts.find((f) => f.id === talked[0]);
  if (!of) return u;
  const gap = (f: ProductFacts) => [Math.abs((f.aging ?? 0) - (of.aging ?? 0)), f.milk === of.milk ? 0 : 1, Math.abs(f.price - of.price)];
  const near = facts.filter((f) => f.id !== of.id && f.category === of.category && f.stock > 0 && !f.spicy === !of.spicy)
    .sort((a, b) => {
      const [x, y] = [gap(a), gap(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
  return near.length ? { ...u, products: [near[0].id], productGroup: [], rank: null, filters: {} } : u;
}
