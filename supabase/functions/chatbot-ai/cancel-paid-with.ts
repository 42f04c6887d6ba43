// A cancellation or refund asked of a stay paid some way ("is the refund the same if I paid by PayPal?", "se ho
// pagato con carta posso comunque disdire gratis?"): the way paid is the case asked of, the terms are what is asked.
// The cancellation text says the terms hold for every payment method. Kinds, not sentences.
import { hasPhrase } from './words.ts';

const CANCELLING = [
  'cancellazione', 'cancellare', 'cancello', 'cancel', 'cancellation', 'cancelling', 'canceling', 'annullare', 'annullo',
  'disdire', 'disdico', 'disdetta', 'rimborso', 'rimborsate', 'rimborsato', 'refund', 'refunded', 'no show',
];
/** The way paid said as the case: paid (or paying) with, by or through a method. */
const PAID_WITH = [
  'ho pagato', 'abbiamo pagato', 'pagato con', 'pagate con', 'pagata con', 'pago con', 'paghiamo con', 'pagando con',
  'pagare con', 'paid', 'pay with', 'pay by', 'pay via', 'paying with', 'paying by', 'payed', 'i pay', 'we pay',
  // "pagato" is corrected to the lexicon's "pagate": "ho pagato la caparra" reads "ho pagate".
  'ho pagate', 'abbiamo pagate', 'se pago', 'se paghiamo', 'pagando', 'if i pay', 'if we pay',
];

const any = (tokens: string[], list: string[]) => list.some((p) => hasPhrase(tokens, p));

/** What it adds to the cancellation's score: enough to outweigh the payment method's own words ("paypal", "carta"). */
export const cancelPaidWithScore = (tokens: string[], paymentScore: number) =>
  any(tokens, CANCELLING) && any(tokens, PAID_WITH) ? paymentScore + 1 : 0;
