// A product pointed at by its shape ("the pear shaped one", "quello a forma di pera", "shaped like a pear"), with or
// without a kind word: the one product whose name or description gives that shape. The shape's word may be short
// ("pera", "pear"), which the search by description words passes over, so it is read here after a shape's words.
import type { Understanding } from './understand.ts';

/** Words before the shape ("a forma di", "shaped like a") and after it ("pear shaped"). */
const SHAPE_BEFORE = [['forma', 'di'], ['forma', 'di', 'una'], ['forma', 'di', 'un'], ['shaped', 'like'], ['shaped', 'like', 'a'], ['shape', 'of'],
  ['shape', 'of', 'a'], ['looks', 'like', 'a'], ['sembra', 'una'], ['sembra', 'un']];
const SHAPE_AFTER = new Set(['shaped', 'shape']);
// Articles and the words pointing at an item ("the one shaped like") are no shape.
const ARTICLES = new Set(['a', 'an', 'una', 'un', 'the', 'one', 'ones', 'quello', 'quella', 'cheese', 'formaggio', 'it', 'is', 'its']);

/** The word said as a shape, if any. */
function shapeWordIn(tokens: string[]): string | null {
  for (let i = 0; i < tokens.length; i++) {
    for (const before of SHAPE_BEFORE) {
      if (before.every((w, k) => tokens[i + k] === w)) {
        const word = tokens[i + before.length];
        if (word && !ARTICLES.has(word)) return word;
      }
    }
    if (SHAPE_AFTER.has(tokens[i + 1] ?? '') && i >= 0 && tokens[i].length >= 3 && !ARTICLES.has(tokens[i])) return tokens[i];
  }
  return null;
}

/** The understanding naming the one product whose text (`textOf`) holds the shape's word, else as it was. */
export function withShapeDescribed(u: Understanding, ids: string[], textOf: (id: string) => string): Understanding {
  if (u.products.length || u.rooms.length || u.dates) return u;
  const shape = shapeWordIn(u.tokens);
  if (!shape) return u;
  // The description must give it as a shape too: "pears" served beside a cheese are not its shape.
  const w = shape.replace(/[^a-z]/g, '');
  const re = new RegExp(`\\b${w}[- ]shaped\\b|\\bforma di (?:una? )?${w}\\b|\\bshaped like (?:an? )?${w}\\b|\\bshape of (?:an? )?${w}\\b`);
  const holding = ids.filter((id) => re.test(textOf(id)));
  return holding.length === 1 ? { ...u, products: holding, productGroup: [] } : u;
}
