// The engine's catalogue: the products' and rooms' rows of both languages with the name index and facts the
// understanding reads, built again only when the rows change, and the lookups of words in their names and details.
import type { ProductShelf } from './answer-products.ts';
import type { RoomShelf } from './answer-rooms.ts';
import { nameIndex, plantNames, productFacts, roomFacts } from './catalogue.ts';
import { lookAlternatives } from './looks.ts';
import type { Tools } from './tools.ts';
import type { Lang, Room } from './types.ts';
import type { Names, Understanding } from './understand.ts';
import { vocabulary, words } from './words.ts';

export interface Catalogue {
  names: Names;
  products: Record<Lang, ProductShelf>;
  rooms: Record<Lang, RoomShelf>;
  understood: Map<string, Understanding>;
}

// Built again only when the rows change: the tools read them again every minute, mostly unchanged, and the
// vocabulary, the name index and the understood messages are kept meanwhile.
let built: { key: string; catalogue: Catalogue } | null = null;

export async function catalogue(tools: Tools): Promise<Catalogue> {
  const [pIt, pEn, rIt, rEn] = await Promise.all([tools.products('it'), tools.products('en'), tools.rooms('it'), tools.rooms('en')]);
  const key = JSON.stringify([pIt, pEn, rIt, rEn]);
  if (built?.key === key) return built.catalogue;
  const plain = vocabulary([]);
  const tokens = (name: string) => words(name, plain);
  const itemNames = <T extends { id: string; name: string }>(a: T[], b: T[]) =>
    a.map((x) => ({ id: x.id, names: [x, b.find((y) => y.id === x.id)].filter((y): y is T => !!y).map((y) => tokens(y.name)) }));
  const pn = itemNames(pIt, pEn);
  const rn = itemNames(rIt, rEn).map((r) => ({ ...r, names: [...r.names, ...r.names.flatMap(plantNames)] }));
  const pf = productFacts([pIt, pEn]);
  const rf = roomFacts([rIt, rEn]);
  const c: Catalogue = {
    names: { products: nameIndex(pn), rooms: nameIndex(rn), words: [...pn, ...rn].flatMap((i) => i.names.flat()) },
    products: { it: { list: pIt, facts: pf }, en: { list: pEn, facts: pf } },
    rooms: { it: { list: rIt, facts: rf }, en: { list: rEn, facts: rf } },
    understood: new Map(),
  };
  built = { key, catalogue: c };
  return c;
}

/** A word without its plural or gender ending, and that ending again: "travi" finds "trave", not "travel". */
const stemmed = (w: string) => `${w.length >= 5 ? w.replace(/(?:es|[aeios])$/, '') : w}(?:[aeio]|s|es)?`;
const escape = (w: string) => w.replace(/[.\-/@]/g, '\\$&');

/** Rooms whose details (both languages) hold what the guest asked: the longest span of the message from a word it
 * has no meaning for that some details hold as written ("travi a vista", "exposed beams"), else that word alone. */
export function roomsMentioning(shelf: RoomShelf, tokens: string[], said: string[]): Room[] {
  const holding = (re: RegExp) => shelf.list.filter((r) => re.test(shelf.facts.get(r.id)!.text));
  const starts = tokens.flatMap((t, i) => (said.includes(t) ? [i] : []));
  for (let n = 3; n >= 2; n--) {
    for (const i of starts) {
      if (i + n > tokens.length) continue;
      const found = holding(new RegExp(`\\b${tokens.slice(i, i + n).map(escape).join('\\W+')}\\b`));
      if (found.length) return found;
    }
  }
  return holding(new RegExp(`\\b(?:${said.map((w) => stemmed(escape(w))).join('|')})\\b`));
}

/** Products whose names or descriptions hold a word the assistant has no meaning for ("carbonara", "fregola"):
 * what they are good for is in their descriptions. Those holding most of the words; none when none does. */
export function productsMentioning(shelf: ProductShelf, said: string[]): string[] {
  // Words of five letters or more: a "pack" of four jars is not packing. A word of a look ("lines", "rind") finds the
  // other words of that look too ("ridged", "crosta rigata").
  const res = said.filter((w) => w.length >= 5 || lookAlternatives(w)).map((w) =>
    new RegExp(`\\b(?:${(lookAlternatives(w) ?? [w]).map((x) => stemmed(escape(x))).join('|')})\\b`)
  );
  // A word many descriptions hold ("consigliato", "tradizione") says how products are described, not what one is for.
  const holders = res.map((re) => shelf.list.filter((p) => re.test(shelf.facts.get(p.id)!.text)).length);
  const rare = res.filter((_, i) => holders[i] <= 2);
  // A word one product holds tells more than one two hold ("al mirto" is the coppa's; "profumato" two salumi's).
  const weight = (re: RegExp) => 1 / holders[res.indexOf(re)];
  const held = shelf.list.map((p) => ({ id: p.id, n: rare.filter((re) => re.test(shelf.facts.get(p.id)!.text)).reduce((a, re) => a + weight(re), 0) }));
  const most = Math.max(0, ...held.map((h) => h.n));
  return most ? held.filter((h) => h.n === most).map((h) => h.id) : [];
}

/** The product whose name says this many months, if exactly one does ("e quello di 24?"). */
export function byAging(c: Catalogue, months: number): string | null {
  const ids = [...(c.names.products.grams.get(`${months} mesi`)?.keys() ?? [])];
  return ids.length === 1 ? ids[0] : null;
}

/** Products sharing a telling word of the name with these (owned by few products: "salsiccia", not "pecorino"),
 * neither smoked nor spicy: "e quella normale?" after the spicy sausage. */
export function plainVariants(c: Catalogue, ids: string[]): string[] {
  const out = new Set<string>();
  for (const [gram, owners] of c.names.products.grams) {
    if (gram.includes(' ') || owners.size > 3 || !ids.some((id) => owners.has(id))) continue;
    for (const id of owners.keys()) {
      const f = c.products.it.facts.get(id);
      if (f && !ids.includes(id) && !f.smoked && !f.spicy) out.add(id);
    }
  }
  return [...out];
}
