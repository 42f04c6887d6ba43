// A milk asked of a product rather than of the shelf. "I'm looking at the Primo Fiore", then "is it made with cow's
// milk?" / "è di capra o di pecora?": the milk of the one product talked about, a yes or no on it, not the list of
// cheeses of that milk. "qual è quello di mucca?", "which one is from goat": a milk said as an item's, picking one,
// is a product question even with no product word ("vedere le pecore" stays none).
import { hasPhrase } from './words.ts';
import type { Understanding } from './understand.ts';
import type { Lang } from './types.ts';

type MilkOf = 'pecora' | 'capra' | 'vacca';

/** Words picking an item ("quello", "which one"), and words of a list refined ("only those", "any others"). */
const PICKING = new Set(['quello', 'quella', 'quelli', 'quelle', 'quale', 'quali', 'qual', 'which', 'one', 'ones', 'any', 'what']);
const LIST_WORDS = ['ones', 'only', 'solo', 'soltanto', 'quelli', 'quelle', 'quali', 'which', 'any', 'those', 'these', 'altri', 'altre',
  'others', 'other', 'some', 'formaggi', 'cheeses', 'tutti', 'all'];
const OF = new Set(['di', 'of', 'from', 'da', 'dalla', 'della']);
const ANIMAL_WORDS = new Set(['pecora', 'pecore', 'sheep', 'ewe', 'capra', 'capre', 'goat', 'mucca', 'mucche', 'vacca', 'vacche', 'cow', 'bovino']);

/** "quello di mucca", "which one is of goat": an animal said as the milk of an item picked. */
export function milkOfPickedIn(tokens: string[]): boolean {
  const ofAnimal = tokens.some((t, i) => ANIMAL_WORDS.has(t) && OF.has(tokens[i - 1] ?? ''));
  return ofAnimal && tokens.some((t) => PICKING.has(t));
}

/** Words referring to the one item talked about ("do you have it in stock?", "ce l'avete?"). */
const AND = new Set(['e', 'ed', 'and', 'what', 'how']);
const OTHER = new Set(['invece', 'instead', 'quello', 'quella', 'one', 'altro', 'altra', 'other', 'about']);
const REFERRING = new Set(['it', 'lo', 'la', 'l', 'ne', 'this', 'questo', 'questa']);
const MILK_WORDS = new Set(['latte', 'milk', 'milks']);

/** The understanding asking the one product named its milk; else the one shown before (`before`) its milk (or whether
 * it is in stock, said of "it"), when no product is named but by the milk's own word ("goat" is a word of "Gallura goat cheese") and no list is
 * refined; `milkAsked` keeps the milks asked, for the yes or no. */
export function withMilkOfTalkedAbout(u: Understanding, before: string[], nameWord: (w: string) => boolean): Understanding & { milkAsked?: MilkOf[] } {
  const { milk, notMilk, inStock, category: _c, treatment: _t, ...others } = u.filters;
  const asked = [...(milk ?? []), ...(notMilk ?? [])] as MilkOf[];
  const stockOfIt = inStock !== undefined && u.tokens.some((t) => REFERRING.has(t));
  if ((!asked.length && !stockOfIt) || u.productGroup.length || Object.keys(others).length) return u;
  if (inStock !== undefined && !stockOfIt) return u;
  const namedBeyondMilk = u.tokens.some((t) => !ANIMAL_WORDS.has(t) && !MILK_WORDS.has(t) && nameWord(t));
  // "la peretta è di pecora?", "is the caprino made with sheep milk?": the one product named, a yes or no on it.
  if (namedBeyondMilk && u.products.length === 1 && asked.length && !stockOfIt && !LIST_WORDS.some((w) => hasPhrase(u.tokens, w))) {
    return { ...u, filters: {}, milkAsked: asked };
  }
  if (before.length !== 1) return u;
  if ((u.products.length && (namedBeyondMilk || !asked.length)) || LIST_WORDS.some((w) => hasPhrase(u.tokens, w))) return u;
  // "e di mucca?", "and cow?", "e quello di capra invece?": the same asked of another milk, the list of that milk.
  if (new Set(asked).size === 1 && (AND.has(u.tokens[0] ?? '') || u.tokens.some((t) => OTHER.has(t)))) return u;
  const filters = inStock === undefined ? {} : { inStock };
  return asked.length ? { ...u, products: before, filters, milkAsked: asked } : { ...u, products: before, filters };
}

const NAMES: Record<Lang, Record<MilkOf, string>> = {
  it: { pecora: 'latte di pecora', capra: 'latte di capra', vacca: 'latte di vacca' },
  en: { pecora: "sheep's milk", capra: "goat's milk", vacca: "cow's milk" },
};

/** "No: Primo Fiore is made with sheep's milk." (a yes or no when one milk was asked, else the milk alone). */
export function milkAnswerSentence(name: string, milk: MilkOf | null, asked: MilkOf[], lang: Lang): string {
  if (!milk) return '';
  const made = lang === 'it' ? `${name} è di ${NAMES.it[milk]}.` : `${name} is made with ${NAMES.en[milk]}.`;
  if (new Set(asked).size !== 1) return made;
  const yes = asked[0] === milk;
  return lang === 'it' ? `${yes ? 'Sì' : 'No'}: ${made}` : `${yes ? 'Yes' : 'No'}: ${made}`;
}
