// The catalogue as the understanding step reads it: products and rooms in both languages (a guest may name the
// Italian product on the English site), their facts from the database rows, and which of them a message names.
// An item is named by the words and word pairs of its names weighted by how few items share them, so "12 mesi",
// "primo fiore" or "lavanda" name one item, "salsiccia" or "twin" a group, and "pecorino" or "sardo" none.
import type { Product, Room } from './types.ts';
import { namedByScatteredWords } from './scattered-names.ts';

export type Milk = 'pecora' | 'capra' | 'vacca';

export interface ProductFacts {
  id: string;
  category: string;
  milk: Milk | null;
  treatment: 'raw' | 'pasteurised' | null;
  aging: number | null;
  smoked: boolean;
  spicy: boolean;
  price: number;
  stock: number;
  bestseller: boolean;
  /** Allergens as the database lists them (Italian and English words). */
  allergens: string[];
  storage: string | null;
  /** Names and descriptions of both languages, lower case without accents ("ideale per la carbonara"). */
  text: string;
}

export interface RoomFacts {
  id: string;
  breakfast: boolean;
  bathroom: boolean;
  aircon: boolean;
  /** Both languages' descriptions, normalised, to find a view ("bosco", "hills"). */
  text: string;
}

/** Words of product names that say nothing on their own: they are filters (aged, smoked) or shared by all. */
const GENERIC = new Set([
  'di', 'del', 'della', 'dei', 'delle', 'al', 'alla', 'con', 'e', 'the', 'of', 'and', 'with', 'in', 'da',
  'formaggio', 'cheese', 'pecorino', 'sardo', 'sarda', 'sardinian', 'stagionato', 'stagionata', 'aged', 'semi', 'fresco',
  'fresh', 'smoked', 'affumicato', 'spicy', 'piccante', 'mesi', 'vasetti', 'jars', 'g', 'gr', 'kg', 'cured', 'pork',
  'gallura', 'gallurese', 'monte', 'mountain',
]);

/** Plural and gender folded for name matching: salsicce/salsiccia, sausages/sausage, formaggi/formaggio. */
const fold = (w: string) => (w.length >= 5 && !/\d/.test(w) ? w.replace(/s$/, '').replace(/[aeio]+$/, '') : w);

export interface NameIndex {
  ids: string[];
  grams: Map<string, Map<string, number>>; // n-gram → item id → weight
  /** Each item's names' words (folded, all its names together): for an item of a list named by scattered words. */
  nameWords?: Array<{ id: string; words: Set<string> }>;
}

interface Gram { gram: string; at: number; n: number }

/** The word n-grams of a text with where each starts: a number alone names nothing ("dal 12 al 14"), a number with
 * its unit does ("12 mesi"). */
function gramsAt(tokens: string[]): Gram[] {
  const out: Gram[] = [];
  const t = tokens.map(fold);
  for (let n = 1; n <= 3; n++) {
    for (let i = 0; i + n <= t.length; i++) {
      const part = tokens.slice(i, i + n);
      if (part.every((w) => GENERIC.has(w)) || (n === 1 && /^\d+$/.test(part[0]))) continue;
      out.push({ gram: t.slice(i, i + n).join(' '), at: i, n });
    }
  }
  return out;
}

const gramsOf = (tokens: string[]) => gramsAt(tokens).map((g) => g.gram);

/** The rooms are named after plants of the maquis: each name word with the plant's name in the other language, so
 * "the lavender room" or "la camera del mirto" names the room whatever the language. */
const PLANTS: string[][] = [
  ['lavanda', 'lavender'], ['orchidea', 'orchid'], ['mirto', 'myrtle'], ['ginepro', 'juniper'],
  ['elicrisio', 'elicriso', 'helichrysum', 'everlasting', 'immortelle'],
];

/** A plant's names in every language ("myrtle": mirto, myrtle), or the word alone. */
export const plantAliases = (word: string): string[] => PLANTS.find((p) => p.includes(word)) ?? [word];

/** A tokenised room name again with each plant word said in its other names. */
export function plantNames(name: string[]): string[][] {
  return PLANTS.flatMap((plant) => (name.some((w) => plant.includes(w)) ? plant.filter((p) => !name.includes(p)).map((p) => name.map((w) => (plant.includes(w) ? p : w))) : []));
}

/** Indexes the names (already tokenised by the caller, every language) of each item. */
export function nameIndex(items: Array<{ id: string; names: string[][] }>): NameIndex {
  const owners = new Map<string, Set<string>>();
  for (const item of items) for (const name of item.names) for (const g of gramsOf(name)) owners.set(g, (owners.get(g) ?? new Set()).add(item.id));
  const grams = new Map<string, Map<string, number>>();
  for (const [g, ids] of owners) {
    const n = g.split(' ').length;
    grams.set(g, new Map([...ids].map((id) => [id, n / ids.size])));
  }
  const nameWords = items.map((i) => ({ id: i.id, words: new Set(i.names.flat().map(fold)) }));
  return { ids: items.map((i) => i.id), grams, nameWords };
}

/** Whether one name holds both words (not a function word): "primo" beside "fiore", "mountain" beside "ham". */
export function oneNameHolds(index: NameIndex, a: string, b: string): boolean {
  if (a.length < 3 || b.length < 3 || NAME_FUNCTION_WORDS.has(a) || NAME_FUNCTION_WORDS.has(b)) return false;
  return (index.nameWords ?? []).some((n) => n.words.has(fold(a)) && n.words.has(fold(b)));
}
const NAME_FUNCTION_WORDS = new Set(['del', 'dei', 'della', 'delle', 'dal', 'dalla', 'the', 'and', 'con', 'per', 'with']);

export interface NameMatch {
  /** Items the message names (the best score, at least one distinctive word). */
  named: string[];
  /** Items sharing a word the message uses, when none is named ("salsiccia", "twin"). */
  group: string[];
}

/** Words that join the items of a list or a choice: "il primo fiore e il 12 mesi", "the ham or the coppa". */
const JOINS = new Set(['e', 'ed', 'and', 'o', 'od', 'or', 'oppure', '&', 'plus', 'poi', 'anche', 'also', 'vs', 'versus',
  // A comparison names two items as well: "il 12 mesi rispetto al 6", "milder than the fresh pecorino".
  'than', 'rispetto', 'confronto', 'compared', 'compare', 'comparing', 'against', 'paragone', 'paragonato', 'paragonata', 'confrontato', 'confrontata']);

/** The items named by these grams: the best score, when it is at least one distinctive word. */
function best(grams: Gram[], index: NameIndex): { ids: string[]; scores: Map<string, number> } {
  const scores = new Map<string, number>();
  const seen = new Set<string>();
  for (const { gram } of grams) {
    if (seen.has(gram)) continue;
    seen.add(gram);
    for (const [id, w] of index.grams.get(gram) ?? []) scores.set(id, (scores.get(id) ?? 0) + w);
  }
  const top = Math.max(0, ...scores.values());
  return { ids: top >= 1 ? [...scores].filter(([, s]) => s === top).map(([id]) => id) : [], scores };
}

export function matchNames(tokens: string[], index: NameIndex): NameMatch {
  let grams = gramsAt(tokens);
  const first = best(grams, index);
  if (!first.ids.length) {
    // "and the pecorino fresco?" after another product: the next item of a list said turn by turn, named like one.
    const nextOfList = JOINS.has(tokens[0] ?? '') ? scatteredBesideJoin(tokens, new Set(), index) : null;
    if (nextOfList) return { named: [nextOfList.id], group: [] };
    return { named: [], group: [...first.scores].filter(([, s]) => s > 0).map(([id]) => id) };
  }
  // Each item of a list or a choice is named in its own words: "quanto costano il primo fiore e il pecorino 12 mesi?"
  // names both. The words of the items named are set aside and the rest read again, but only across a word that
  // joins items, so a word of another product's name said in passing ("va bene con il pepe?") names nothing.
  const named = [...first.ids];
  let ids = first.ids;
  for (let round = 0; round < 3; round++) {
    const used = grams.filter((g) => ids.some((id) => index.grams.get(g.gram)?.has(id)));
    const covered = new Set(used.flatMap((g) => Array.from({ length: g.n }, (_, k) => g.at + k)));
    grams = grams.filter((g) => !Array.from({ length: g.n }, (_, k) => g.at + k).some((i) => covered.has(i)));
    const next = best(grams, index).ids.filter((id) => !named.includes(id));
    const joined = (id: string) => {
      const own = grams.filter((g) => index.grams.get(g.gram)?.has(id)).map((g) => g.at);
      return [...covered].some((c) => own.some((o) => tokens.slice(Math.min(c, o) + 1, Math.max(c, o)).some((t) => JOINS.has(t))));
    };
    ids = next.filter(joined);
    // "primo fiore and the fresh pecorino": an item no word pair names, by its name's words said apart.
    if (!next.length) {
      const scattered = scatteredBesideJoin(tokens, covered, index);
      if (scattered && !named.includes(scattered.id)) ids = [scattered.id];
      grams = grams.filter((g) => !scattered?.at.includes(g.at));
    }
    if (!ids.length) break;
    named.push(...ids);
  }
  return { named, group: [] };
}

/** The item named by scattered words in a stretch beside a joining word ("X and the fresh pecorino", "the fresh
 * pecorino or X"), beyond the words already read as names. */
function scatteredBesideJoin(tokens: string[], covered: Set<number>, index: NameIndex): { id: string; at: number[] } | null {
  const stretches: Array<Array<{ word: string; at: number }>> = [];
  let current: Array<{ word: string; at: number }> = [];
  let joinedBefore = false;
  for (const [at, t] of [...tokens.entries(), [tokens.length, ''] as [number, string]]) {
    const join = JOINS.has(t);
    if (join || covered.has(at) || at === tokens.length) {
      if (current.length && (joinedBefore || join)) stretches.push(current);
      current = [];
      joinedBefore = join;
      continue;
    }
    current.push({ word: fold(t), at });
  }
  return namedByScatteredWords(stretches, index.nameWords ?? []);
}

const has = (text: string, re: RegExp) => re.test(text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase());

/** Facts of each product from its rows in both languages: smoked and spicy are read from its names and descriptions. */
export function productFacts(rows: Product[][]): Map<string, ProductFacts> {
  const out = new Map<string, ProductFacts>();
  for (const p of rows[0]) {
    const all = rows.map((r) => r.find((x) => x.id === p.id)).filter((x): x is Product => !!x);
    const text = all.map((x) => `${x.name} ${x.short_description ?? ''} ${x.description ?? ''}`).join(' ');
    const milk = p.milk_animal === 'pecora' || p.milk_animal === 'capra' || p.milk_animal === 'vacca' ? p.milk_animal : null;
    out.set(p.id, {
      id: p.id,
      category: p.category_slug ?? '',
      milk,
      treatment: p.milk_treatment === 'raw' || p.milk_treatment === 'pasteurised' ? p.milk_treatment : null,
      aging: p.aging_months ?? null,
      smoked: has(text, /affumicat|\bsmoked\b/),
      spicy: has(text, /piccant|\bspicy\b|peperoncino|chilli|chili/),
      price: Number(p.price),
      stock: Number(p.stock_quantity ?? 0),
      bestseller: p.is_bestseller === true,
      allergens: p.allergens ?? [],
      storage: p.storage_temperature ?? null,
      text: text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase(),
    });
  }
  return out;
}

export function roomFacts(rows: Room[][]): Map<string, RoomFacts> {
  const out = new Map<string, RoomFacts>();
  for (const r of rows[0]) {
    const text = rows
      .map((rs) => rs.find((x) => x.id === r.id))
      .map((x) => `${x?.short_description ?? ''} ${x?.full_description ?? ''}`)
      .join(' ')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    out.set(r.id, {
      id: r.id,
      breakfast: /colazione|breakfast/.test(text),
      bathroom: /bagno privato|private bathroom/.test(text),
      aircon: /aria condizionata|air conditioning/.test(text),
      text,
    });
  }
  return out;
}
