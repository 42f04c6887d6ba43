// An order of several products with their counts ("3 salsicce normali e una piccante", "2 forme di rigatello e 1
// caprino, quanto spendo?", "3 of those, total with shipping?" after a product): each line is its count times its
// price, added up, and the shipping weighed against the free threshold. Prices and the fee come from the database's
// rows and settings only.
import { eur } from './money.ts';
import { productAtUnitPrice, unitPriceNumberAt, unitPriceSaidIn } from './priced-line.ts';
import type { OrderTotals } from './tools.ts';
import type { Lang, Settings } from './types.ts';

/** What a part of the message names: as the understanding reads it. */
export interface LineReading {
  products: string[];
  productGroup: string[];
  spicy?: boolean;
  smoked?: boolean;
  plain: boolean;
}
export interface LineFacts { name: string; price: number; spicy: boolean; smoked: boolean }
export interface OrderLine { id: string; count: number }

/** Counts of one may be an article ("a primo fiore", "una piccante"): a line when they name a product, else nothing. */
const ONE_WORDS: Record<string, number> = { un: 1, uno: 1, una: 1, one: 1, a: 1, an: 1 };
const COUNT_WORDS: Record<string, number> = {
  ...ONE_WORDS, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10,
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};
/** A number followed by these is no count of pieces: an aging, a weight, an amount, people, days. */
const NOT_PIECES = new Set([
  'mesi', 'mese', 'months', 'month', 'anni', 'anno', 'years', 'euro', 'eur', 'kg', 'g', 'gr', 'grammi', 'etti', 'notti', 'nights',
  'persone', 'people', 'ospiti', 'guests', 'giorni', 'days', 'settimane', 'weeks', 'km', 'percent', 'per', 'ppl', 'adulti', 'adults',
]);
/** Words standing for the product shown before ("3 of those", "ne prendo 2", "2 di quello"). */
const THOSE = new Set(['those', 'these', 'them', 'it', 'quelli', 'quelle', 'quello', 'quella', 'questi', 'queste', 'ne', 'li', 'le', 'lo']);
/** A total or the shipping asked: what the order comes to. */
const TOTAL = /\b(?:totale|total|in tutto|tutto insieme|altogether|spendo|spendiamo|spend|spenderei|quanto viene|quanto vengono|quanto fa|quanto costa|quanto costano|quanto pago|how much|sum|conto|spedizion\w*|shipping|spese di spedizione|delivery|postage)\b/;
/** The price of one piece asked beside the count ("price per piece?", "quanto costa ciascuno?"): the count's total too. */
const EACH_PRICE = /\b(?:price|prices|prezzo|prezzi|cost|costs|costa|costano)\b.*\b(?:each|per piece|a piece|apiece|ciascun[oa]|cadaun[oa]|l uno|l una|luno|al pezzo|a pezzo|per pezzo)\b/;

/** Taking or buying a count of the one product shown before ("e se ne prendo 2?", "and if I take three?"): what
 * that comes to is asked, though no total is said. */
const TAKING = /\b(?:prendo|prendessi|prendiamo|prendessimo|prenderei|prendendo|prendendone|compro|comprassi|compriamo|comprerei|comprando|comprandone|ordino|ordinassi|ordiniamo|ordinerei|ordinando|ordinandone|take|took|taking|buy|bought|buying|get|getting|order|ordering)\b/;

/** Words joining the lines of an order: a line ends there. */
const JOINS = new Set(['and', 'e', 'ed', 'plus', 'piu', 'also', 'anche', 'then', 'poi']);

const countAt = (tokens: string[], i: number): number | null => {
  const t = tokens[i];
  const n = /^\d{1,2}$/.test(t) ? Number(t) : (COUNT_WORDS[t] ?? null);
  return n && n <= 50 && !NOT_PIECES.has(tokens[i + 1] ?? '') && !unitPriceNumberAt(tokens, i) ? n : null;
};

/** The lines of an order the message says, each a count and the product that follows it; empty when any count names
 * no product it can be read as, or no total nor shipping is asked. `read` reads a part of the message; `before` is
 * the one product shown before, for "those". */
export function orderLinesIn(
  tokens: string[], read: (text: string) => LineReading, fact: (id: string) => LineFacts | undefined, before: string[], named: string[],
  allIds: string[] = [],
): OrderLine[] {
  const said = tokens.join(' ');
  // Taking a count of a kind at a unit price said ("2 pecorini da 24,90") is an order too (priced-line.ts).
  if (!TOTAL.test(said) && !EACH_PRICE.test(said) && !(TAKING.test(said) && (before.length === 1 || unitPriceSaidIn(tokens) !== null))) return [];
  const starts = tokens.flatMap((_, i) => (countAt(tokens, i) !== null ? [i] : []));
  if (!starts.length) return [];
  const lines: OrderLine[] = [];
  let unread = 0;
  let group: string[] = [];
  for (const [k, at] of starts.entries()) {
    const rest = tokens.slice(at + 1, starts[k + 1] ?? tokens.length);
    const join = rest.findIndex((w) => JOINS.has(w));
    const part = join < 0 ? rest : rest.slice(0, join);
    const seen = read(part.join(' '));
    const kind = seen.productGroup.length ? seen.productGroup : group;
    let ids = seen.products;
    if (ids.length > 1 || (!ids.length && kind.length)) {
      const among = ids.length > 1 ? ids : kind;
      // "salsicce normali", "una piccante" after them: the variant said, else the plain one of the kind.
      const variant = among.filter((id) => {
        const f = fact(id);
        if (!f) return false;
        if (seen.spicy) return f.spicy;
        if (seen.smoked) return f.smoked;
        return !f.spicy && !f.smoked;
      });
      ids = seen.spicy || seen.smoked || seen.plain || !ids.length ? variant : [];
    }
    // "3 of those", "ne prendo 2": the one product shown before.
    // "comprandone due", "prenderne 3": the "ne" joined to the verb stands for it too.
    const those = [...part.slice(0, 3), ...tokens.slice(Math.max(0, at - 2), at)].some((w) => THOSE.has(w) || /^(?:prend|compr|ordin)\w+ne$/.test(w));
    if (!ids.length && !seen.productGroup.length && before.length === 1 && those) ids = before;
    // "il caprino? ne prendo 3": the one product the message names, for its one count.
    if (!ids.length && !seen.productGroup.length && named.length === 1 && starts.length === 1) ids = named;
    const priced = ids.length !== 1 ? productAtUnitPrice(part, allIds, fact) : null;
    if (priced) ids = [priced];
    if (ids.length !== 1) {
      if (!(tokens[at] in ONE_WORDS)) unread++;
      continue;
    }
    group = seen.productGroup.length ? seen.productGroup : group;
    lines.push({ id: ids[0], count: countAt(tokens, at)! });
  }
  // One product and one piece is no order to add up; a count left without its product leaves the sum unsaid.
  if (unread && lines.length < 2) return [];
  return lines.length >= 2 || (lines[0]?.count ?? 0) >= 2 ? lines : [];
}

/** "3 × Salsiccia sarda (38,70 €) e 1 × … : in tutto 52,20 €; la spedizione in Italia è gratuita da 50,00 €." */
/** The sum and the fee are the database's (`totals`); the threshold named is the setting the fee follows. */
export function orderLinesText(lines: OrderLine[], fact: (id: string) => LineFacts | undefined, totals: OrderTotals, s: Settings, lang: Lang): string {
  const cents = (n: number) => Math.round(n * 100) / 100;
  const parts = lines.map((l) => ({ l, f: fact(l.id)! })).filter((x) => x.f);
  const total = totals.subtotal;
  // More than one piece: the price of one too, which the guest often asks beside the count ("how much each?").
  const each = lang === 'it' ? 'al pezzo' : 'each';
  const line = (count: number, f: LineFacts) => (count > 1 ? `${eur(cents(f.price * count))}, ${eur(f.price)} ${each}` : eur(f.price));
  const said = parts.map((x) => `${x.l.count} × ${x.f.name} (${line(x.l.count, x.f)})`).join(' + ');
  const free = totals.shipping === 0;
  const withFee = cents(total + totals.shipping);
  if (lang === 'it') {
    return free
      ? `${said}: in tutto ${eur(total)}. La spedizione in Italia è gratuita (lo è da ${eur(s.free_shipping_threshold)}), quindi spendi ${eur(total)}.`
      : `${said}: in tutto ${eur(total)}. La spedizione in Italia costa ${eur(totals.shipping)} (è gratuita da ${eur(s.free_shipping_threshold)}): con la spedizione ${eur(withFee)}.`;
  }
  return free
    ? `${said}: ${eur(total)} in all. Shipping within Italy is free (it is from ${eur(s.free_shipping_threshold)}), so the total is ${eur(total)}.`
    : `${said}: ${eur(total)} in all. Shipping within Italy costs ${eur(totals.shipping)} (free from ${eur(s.free_shipping_threshold)}): ${eur(withFee)} with shipping.`;
}
