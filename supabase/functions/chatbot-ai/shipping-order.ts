// "e se ordino solo il prosciutto?" after the shipping cost, "quanto costa spedire la coppa?", "is shipping free then?"
// after "i'm adding 2 of the X to my cart": the shipping of an order of the products named (in this turn, else ordered
// in the turn before), at the count said: the sum and the fee are the database's (public.order_totals through the
// tools), the threshold named is the setting the fee follows.
import { eur } from './money.ts';
import type { OrderTotals } from './tools.ts';
import type { Lang, Product, Settings } from './types.ts';

/** Verbs of ordering or buying: the products named are an order, not a question about the products. */
const ORDERING = new Set([
  'ordino', 'ordiniamo', 'ordinassi', 'ordinare', 'ordinato', 'compro', 'compriamo', 'comprassi', 'comprare', 'prendo',
  'prendiamo', 'prendessi', 'acquisto', 'acquistiamo', 'order', 'ordering', 'ordered', 'buy', 'buying', 'purchase', 'get', 'take',
  // Putting them in the cart is ordering them too ("i'm adding 2 of… to my cart", "metto nel carrello").
  'aggiungo', 'aggiungere', 'metto', 'carrello', 'add', 'adding', 'added', 'putting', 'cart', 'basket',
]);
export const orderingSaidIn = (tokens: string[]) => tokens.some((t) => ORDERING.has(t));

/** Counts said in words ("tre rigatello", "two of the…"); digits are read as they are. */
const COUNTS: Record<string, number> = {
  due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10,
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};
/** What a number said before is when it is no count of pieces: an aging, a weight, a price, a date, people. */
const NOT_PIECES = new Set([
  'mesi', 'anni', 'anno', 'euro', 'eur', 'kg', 'g', 'gr', 'grammi', 'etti', 'notti', 'nights', 'persone', 'people', 'giorni',
  'days', 'settimane', 'weeks', 'km', 'percent', 'per',
]);

/** How many pieces of the one product named the message orders ("vorrei tre rigatello", "2 of the 12 month pecorino":
 * the 12 is its aging); one when it says no count, or names more than one product (which count is whose is not said
 * plainly enough to add up). */
export function piecesOrderedIn(tokens: string[], products: number): number {
  if (products !== 1) return 1;
  const counts = tokens.flatMap((t, i) => {
    const n = /^\d{1,2}$/.test(t) ? Number(t) : COUNTS[t];
    return n && n <= 50 && !NOT_PIECES.has(tokens[i + 1] ?? '') ? [n] : [];
  });
  return counts.length === 1 ? counts[0] : 1;
}

const listOf = (xs: string[], and: string) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}`);

/** The fee for an order of these products (of `pieces` of each: one, or the count said of one product), or that it
 * ships free, in a sentence. */
export function shippingForOrder(products: Product[], totals: OrderTotals, s: Settings, lang: Lang, pieces = 1): string {
  const total = totals.subtotal;
  const free = totals.shipping === 0;
  const names = listOf(products.map((p) => (pieces > 1 ? `${pieces} × ${p.name}` : p.name)), lang === 'it' ? 'e' : 'and');
  if (lang === 'it') {
    return free
      ? `Per un ordine di ${names} (${eur(total)}) la spedizione in Italia è gratuita: lo è da ${eur(s.free_shipping_threshold)} in su.`
      : `Per un ordine di ${names} (${eur(total)}) la spedizione in Italia costa ${eur(totals.shipping)}: è gratuita da ${eur(s.free_shipping_threshold)} in su.`;
  }
  return free
    ? `For an order of ${names} (${eur(total)}) shipping within Italy is free: it is from ${eur(s.free_shipping_threshold)} up.`
    : `For an order of ${names} (${eur(total)}) shipping within Italy costs ${eur(totals.shipping)}: it is free from ${eur(s.free_shipping_threshold)} up.`;
}
