// A product added to the one talked about ("me lo spedite insieme a un prosciutto?", "ship it together with a
// coppa?", "se ci aggiungo la lonza") is one order of both; whether its shipping is then paid or free ("così arrivo a
// 50 euro e non pago la spedizione?", "would shipping be free then?") asks that order's fee.
import type { Understanding } from './understand.ts';
import { hasPhrase } from './words.ts';

const TOGETHER = ['insieme', 'together', 'along with', 'as well as', 'aggiungo', 'aggiungendo', 'ci aggiungo', 'add', 'adding', 'plus', 'oltre a', 'in aggiunta'];
const SHIPPING_PAID = ['pago la spedizione', 'pagare la spedizione', 'spedizione gratis', 'spedizione gratuita', 'spedizione e gratis', 'spedizione e gratuita',
  'free shipping', 'shipping free', 'shipping be free', 'delivery be free', 'shipping would be free', 'shipping is free', 'pay for shipping', 'pay shipping', 'pay the shipping', 'pay for delivery', 'free delivery'];

export function withOrderTogether(u: Understanding, talked: string[]): Understanding {
  if (!u.products.length || !talked.length || talked.length > 3 || !TOGETHER.some((w) => hasPhrase(u.tokens, w))) return u;
  const products = [...new Set([...talked, ...u.products])];
  if (products.length === u.products.length) return u;
  const paid = SHIPPING_PAID.some((w) => hasPhrase(u.tokens, w));
  const scores = paid ? { ...u.scores, shipping: Math.max(u.scores.shipping ?? 0, 4), price: Math.max(u.scores.price ?? 0, 2) } : u.scores;
  return { ...u, products, scores };
}
