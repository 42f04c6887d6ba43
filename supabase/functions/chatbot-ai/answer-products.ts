// Answers about products from their facts in the database: a named product with its price, milk, aging and stock;
// a list filtered on real facts (milk, raw or pasteurised, smoked, spicy, aging, price, category, allergens); when
// nothing passes, what comes nearest, said as such. Allergens and storage are read from the product rows too.
import type { Answers } from './answers-it.ts';
import type { ProductFacts } from './catalogue.ts';
import type { Frame } from './conversation.ts';
import type { Product, Reply } from './types.ts';
import type { Filters } from './understand.ts';

export interface ProductShelf {
  /** Products in the reply's language, in catalogue order. */
  list: Product[];
  facts: Map<string, ProductFacts>;
}

function passes(f: ProductFacts, filters: Filters, group: string[]): boolean {
  if (group.length && !group.includes(f.id)) return false;
  if (filters.category && f.category !== filters.category) return false;
  // Milk and its treatment are facts of cheeses: "without cow's milk" asks for cheeses.
  if ((filters.milk || filters.notMilk || filters.treatment) && f.milk === null) return false;
  if (filters.milk && (!f.milk || !filters.milk.includes(f.milk))) return false;
  if (filters.notMilk && f.milk && filters.notMilk.includes(f.milk)) return false;
  if (filters.treatment && f.treatment !== filters.treatment) return false;
  if (filters.smoked !== undefined && f.smoked !== filters.smoked) return false;
  if (filters.spicy !== undefined && f.spicy !== filters.spicy) return false;
  if (filters.agingMin !== undefined && (f.aging ?? 0) < filters.agingMin) return false;
  if (filters.agingMax !== undefined && (f.aging ?? Infinity) > filters.agingMax) return false;
  if (filters.priceMax !== undefined && f.price > filters.priceMax) return false;
  if (filters.priceMin !== undefined && f.price < filters.priceMin) return false;
  if (filters.inStock !== undefined && f.stock > 0 !== filters.inStock) return false;
  if (filters.bestseller && !f.bestseller) return false;
  if (filters.noMilk && f.allergens.some((a) => /latte|milk/i.test(a))) return false;
  return true;
}

export function select(shelf: ProductShelf, frame: Pick<Frame, 'products' | 'filters' | 'group'>): Product[] {
  if (frame.products.length) return shelf.list.filter((p) => frame.products.includes(p.id));
  const near = frame.filters.agingNear;
  if (near === undefined) return shelf.list.filter((p) => passes(shelf.facts.get(p.id)!, frame.filters, frame.group));
  // The aging nearest to the one asked is found before the stock: a younger one in stock is not "aged about" it.
  const { inStock, ...beside } = frame.filters;
  const found = shelf.list.filter((p) => passes(shelf.facts.get(p.id)!, beside, frame.group));
  const aged = nearestAging(found, (p) => shelf.facts.get(p.id)!.aging, near);
  return inStock === undefined ? aged : aged.filter((p) => shelf.facts.get(p.id)!.stock > 0 === inStock);
}

/** "Aged 3 months": those aged nearest to it, within a quarter of it (2-4 months for 3, 9-15 for 12) when some are;
 * an aging is a fact of the product, never widened to "at least". */
export function nearestAging<T>(items: T[], aging: (x: T) => number | null, months: number): T[] {
  const known = items.filter((x) => aging(x) !== null);
  if (!known.length) return [];
  const gap = (x: T) => Math.abs(aging(x)! - months);
  const within = Math.max(Math.min(...known.map(gap)), Math.floor(months / 4));
  return known.filter((x) => gap(x) <= within);
}

const line = (A: Answers, p: Product, f: ProductFacts) =>
  A.productLine({ name: p.name, price: f.price, milk: f.milk, treatment: f.treatment, aging: f.aging, stock: f.stock });

// What to give up first when nothing matches: the price, then the aging, then the rest.
// Sold out and bestseller are never relaxed: "none is sold out" is the answer, not some other products.
const RELAX: Array<keyof Filters> = ['priceMax', 'priceMin', 'agingMin', 'agingMax', 'inStock', 'spicy', 'smoked', 'treatment', 'milk', 'notMilk', 'noMilk'];

function nearest(shelf: ProductShelf, frame: Frame): Product[] {
  for (const key of RELAX) {
    if (frame.filters[key] === undefined || (key === 'inStock' && frame.filters.inStock === false)) continue;
    const filters = { ...frame.filters, [key]: undefined };
    const found = select(shelf, { ...frame, filters });
    if (!found.length) continue;
    const f = (p: Product) => shelf.facts.get(p.id)!;
    if (key === 'priceMax') found.sort((a, b) => f(a).price - f(b).price);
    if (key === 'priceMin') found.sort((a, b) => f(b).price - f(a).price);
    if (key === 'agingMin') found.sort((a, b) => (f(b).aging ?? 0) - (f(a).aging ?? 0));
    return found.slice(0, 3);
  }
  return [];
}

const cards = (message: string, data: Product[], follow_up: string | null = null): Reply => ({ message, type: 'products', data, follow_up });

export function answerProducts(A: Answers, shelf: ProductShelf, frame: Frame): Reply {
  if (shelf.list.length === 0) return { message: A.noProducts, type: 'text', data: [], follow_up: null };
  const facts = (p: Product) => shelf.facts.get(p.id)!;
  if (frame.intent === 'allergens') return allergens(A, shelf, frame);
  if (frame.intent === 'storage') return storage(A, shelf, frame);
  const found = select(shelf, frame);
  if (frame.products.length) return cards(A.productFacts(found.map((p) => line(A, p, facts(p)))), found);
  const f = frame.filters;
  const onlyCategory = Object.keys(f).every((k) => k === 'category') && frame.group.length === 0;
  if (onlyCategory && found.length) {
    const message = f.category === 'formaggi' ? A.cheese(found.length) : f.category === 'salumi' ? A.salumi(found.length) : A.products(found.length);
    return cards(message, found, A.productsFollowUp);
  }
  const desc = A.filterDesc(f);
  if (!found.length) {
    const near = nearest(shelf, frame);
    return cards(A.noneMatch(desc, near.map((p) => line(A, p, facts(p)))), near);
  }
  const sold = found.filter((p) => facts(p).stock <= 0).map((p) => p.name);
  return cards(
    A.filtered(desc, found.map((p) => line(A, p, facts(p)))) + (sold.length && frame.group.length ? ` ${A.outOfStock(sold.join(', '))}` : ''),
    found,
  );
}

function allergens(A: Answers, shelf: ProductShelf, frame: Frame): Reply {
  // Cheeses without lactose asked for: none is, and the cured meats were not asked for.
  if (frame.filters.noMilk && !frame.products.length && frame.filters.category === 'formaggi') {
    return { message: A.lactoseCheese, type: 'text', data: [], follow_up: null };
  }
  if (frame.filters.noMilk && !frame.products.length) {
    const without = shelf.list.filter((p) => !shelf.facts.get(p.id)!.allergens.some((a) => /latte|milk/i.test(a)));
    return cards(A.lactose, without);
  }
  const list = frame.products.length || Object.keys(frame.filters).length || frame.group.length ? select(shelf, frame) : shelf.list;
  return {
    message: A.allergens(list.map((p) => A.allergenLine(p.name, shelf.facts.get(p.id)!.allergens))),
    type: frame.products.length ? 'products' : 'text',
    data: frame.products.length ? list : [],
    follow_up: null,
  };
}

/** Storage temperatures as the product rows give them, grouped by temperature. */
function storage(A: Answers, shelf: ProductShelf, frame: Frame): Reply {
  const chosen = frame.products.length || Object.keys(frame.filters).length || frame.group.length ? select(shelf, frame) : shelf.list;
  const list = chosen.length ? chosen : shelf.list;
  const byTemp = new Map<string, string[]>();
  for (const p of list) {
    const t = shelf.facts.get(p.id)!.storage;
    if (t) byTemp.set(t, [...(byTemp.get(t) ?? []), p.name]);
  }
  if (!byTemp.size) return { message: A.storage, type: 'text', data: [], follow_up: null };
  return { message: A.storageOf([...byTemp].map(([t, names]) => A.storageLine(names, t))), type: 'text', data: [], follow_up: null };
}
