// The farm shop's opening hours asked with what the guest would buy there ("when is the shop open? we'd like to
// get some cheese"): the hours, not the products' list that the kind's words read.
import { normalise } from './normalise.ts';
import type { Understanding } from './understand.ts';

const SHOP = String.raw`\b(?:shop|store|farm ?shop|negozio|spaccio|punto vendita|bottega|vendita diretta)\b`;
const OPEN = String.raw`\b(?:open|opens|opening|hours|close|closes|closed|aperto|aperti|apre|aprite|apertura|orari\w*|chiude|chiudete|chiuso|chiusura|what time|a che ora|when can (?:i|we) (?:come|visit|drop|stop|pop)|quando (?:posso|possiamo) (?:venire|passare))\b`;
const SHOP_HOURS = new RegExp(`^(?=.*${SHOP})(?=.*${OPEN})`);

/** The understanding asking the opening hours when the shop's opening is asked, whatever products come with it. */
export function withShopHoursAsked(u: Understanding, said: string): Understanding {
  if (u.rooms.length || u.dates || !SHOP_HOURS.test(normalise(said))) return u;
  const { category: _c, ...filters } = u.filters;
  const scores = { ...u.scores, cheese: 0, salumi: 0, products: 0, hours: Math.max(u.scores.hours ?? 0, 5) };
  return { ...u, products: [], productGroup: [], filters, scores, intent: 'hours' };
}
