// "ho messo nel carrello la coppa ma non ho la carta, posso pagare alla consegna?", "i've got the ricotta in my
// basket, can i pay cash when it arrives?": products said as already in the cart or ordered, with a way of paying
// asked, ask how an order is paid (the payment text), not those products' cards.
import { hasPhrase } from './words.ts';
import type { Understanding } from './understand.ts';

/** Products already chosen: in the cart or the basket, ordered, bought, about to check out. */
const CHOSEN = ['carrello', 'cart', 'basket', 'ordine', 'order', 'ordinato', 'ordinati', 'ordered', 'comprato', 'bought', 'acquistato', 'checkout',
  'messo', 'aggiunto', 'added', 'got', 'preso', 'presi'];

/** The understanding without the products named, when a way of paying is asked of what the guest has chosen. */
export function withoutProductsPaidFor(u: Understanding): Understanding {
  if (!u.products.length && !u.productGroup.length) return u;
  if ((u.scores.payment ?? 0) < 4 || !CHOSEN.some((w) => hasPhrase(u.tokens, w))) return u;
  return { ...u, products: [], productGroup: [], filters: {} };
}
