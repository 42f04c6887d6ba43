// "e se ordino solo il prosciutto?" after the shipping cost, "quanto costa spedire la coppa?": the shipping of an
// order of the products named, from their prices and the shipping settings (the fee, free from the threshold).
import type { Lang, Product, Settings } from './types.ts';

/** Verbs of ordering or buying: the products named are an order, not a question about the products. */
const ORDERING = new Set([
  'ordino', 'ordiniamo', 'ordinassi', 'ordinare', 'ordinato', 'compro', 'compriamo', 'comprassi', 'comprare', 'prendo',
  'prendiamo', 'prendessi', 'acquisto', 'acquistiamo', 'order', 'ordering', 'ordered', 'buy', 'buying', 'purchase', 'get', 'take',
]);
export const orderingSaidIn = (tokens: string[]) => tokens.some((t) => ORDERING.has(t));

const EURO_FOR_ORDER = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const listOf = (xs: string[], and: string) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}`);

/** The fee for an order of one of each of these products, or that it ships free, in a sentence. */
export function shippingForOrder(products: Product[], s: Settings, lang: Lang): string {
  const total = Math.round(products.reduce((a, p) => a + Number(p.price), 0) * 100) / 100;
  const free = total >= s.free_shipping_threshold;
  const names = listOf(products.map((p) => p.name), lang === 'it' ? 'e' : 'and');
  const eur = (n: number) => EURO_FOR_ORDER.format(n);
  if (lang === 'it') {
    return free
      ? `Per un ordine di ${names} (${eur(total)}) la spedizione in Italia è gratuita: lo è da ${eur(s.free_shipping_threshold)} in su.`
      : `Per un ordine di ${names} (${eur(total)}) la spedizione in Italia costa ${eur(s.shipping_fee)}: è gratuita da ${eur(s.free_shipping_threshold)} in su.`;
  }
  return free
    ? `For an order of ${names} (${eur(total)}) shipping within Italy is free: it is from ${eur(s.free_shipping_threshold)} up.`
    : `For an order of ${names} (${eur(total)}) shipping within Italy costs ${eur(s.shipping_fee)}: it is free from ${eur(s.free_shipping_threshold)} up.`;
}
