// The farm shop's opening hours asked with what the guest would buy there ("when is the shop open? we'd like to
// get some cheese"): the hours, not the products' list that the kind's words read.
import { normalise } from './normalise.ts';
import type { Understanding } from './understand.ts';

const SHOP = String.raw`\b(?:shop|store|farm ?shop|negozio|spaccio|punto vendita|bottega|vendita diretta)\b`;
const OPEN = String.raw`\b(?:open|opens|opening|hours|close|closes|closed|aperto|aperti|apre|aprite|apertura|orari\w*|chiude|chiudete|chiuso|chiusura|what time|a che ora|when can (?:i|we) (?:come|visit|drop|stop|pop)|quando (?:posso|possiamo) (?:venire|passare))\b`;
// Buying there on a day, said now or pointed back at ("on sunday", "domani", "quel giorno", "then"): whether the shop
// is open that day, which the hours say (the closing day too).
const BUY = String.raw`\b(?:buy|buying|get|grab|pick up|purchase|compr\w*|prend\w*|acquist\w*)\b`;
const A_DAY = String.raw`\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|today|tomm?orr?ow|weekend|that day|that morning|then|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|oggi|domani|fine settimana|quel giorno|quella mattina|quel giorno li)\b`;
const SHOP_HOURS = new RegExp(`^(?=.*${SHOP})(?=.*${OPEN})`);
const SHOP_BUYING_ON_A_DAY = new RegExp(`^(?=.*${SHOP})(?=.*${BUY})(?=.*${A_DAY})`);

/** Buying at the shop on a day: whether it is open then is the hours' own text, before any entry worded with buying
 * (the villages' errands). */
export const shopBuyingOnADayIn = (tokens: string[]) => SHOP_BUYING_ON_A_DAY.test(tokens.join(' '));

/** The understanding asking the opening hours when the shop's opening is asked, whatever products come with it. */
export function withShopHoursAsked(u: Understanding, said: string): Understanding {
  const n = normalise(said);
  // A day of buying is the visit's, not a stay's ("tomorrow morning" reads as dates).
  if (u.rooms.length || !((SHOP_HOURS.test(n) && !u.dates) || shopBuyingOnADayIn(u.tokens))) return u;
  const { category: _c, ...filters } = u.filters;
  const scores = { ...u.scores, cheese: 0, salumi: 0, products: 0, hours: Math.max(u.scores.hours ?? 0, 5) };
  return { ...u, products: [], productGroup: [], filters, scores, intent: 'hours' };
}
