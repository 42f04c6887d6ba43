// "sabato cucino per 10 amici, cosa mi serve dei vostri salumi?", "making dinner for 6, which cheese?": a number of
// people said with cooking or a meal is who eats, not a party of guests for rooms, and its day is the meal's, not
// a stay's. Also "how much for one?" right after a product: one piece, not one guest.
import { hasPhrase } from './words.ts';
import type { Understanding } from './understand.ts';

/** Words of cooking or of a meal, in both languages. */
const COOKING_WORDS = [
  'cucino', 'cucinare', 'cuciniamo', 'cucina per', 'preparo', 'prepariamo', 'preparare', 'ricetta', 'ricette', 'cena', 'cenetta',
  'pranzo', 'pranzetto', 'piatto', 'pasto', 'grigliata', 'aperitivo', 'antipasto', 'tagliere', 'sugo', 'pasta',
  'faccio la', 'faccio il', 'faccio una', 'facciamo la', 'facciamo il', 'facciamo una',
  'cook', 'cooking', 'cooks', 'recipe', 'recipes', 'dinner', 'lunch', 'meal', 'dish', 'barbecue', 'bbq', 'sauce', 'platter', 'board for',
  'making a', 'making the', 'making some', 'make a', 'make the', 'to make', 'for making',
];

/** The guest cooking or making something: not a meal the farm may serve. */
const COOKING_VERBS = ['cucino', 'cucinare', 'cuciniamo', 'preparo', 'prepariamo', 'preparare', 'ricetta', 'ricette', 'faccio la', 'faccio il', 'faccio una',
  'facciamo la', 'facciamo il', 'facciamo una', 'cook', 'cooking', 'recipe', 'recipes', 'making a', 'making the', 'make a', 'make the', 'to make', 'for making'];

/** The words of a stay: with them a number of people is a party of guests whatever else is said. */
const STAY_WORDS = ['rooms', 'book', 'availability', 'checkin'];

/** Whether the message says cooking or a meal and no stay. */
export function cookingSaidIn(u: Pick<Understanding, 'tokens' | 'scores' | 'features' | 'rooms' | 'nights'>): boolean {
  if (STAY_WORDS.some((k) => (u.scores[k as keyof typeof u.scores] ?? 0) > 0) || u.features.length || u.rooms.length || u.nights !== null) return false;
  return COOKING_WORDS.some((w) => hasPhrase(u.tokens, w));
}

/** Words that count people: with one of them a number is a party even after a product. */
const PEOPLE_COUNTED = new Set(['persone', 'persona', 'people', 'persons', 'person', 'ospiti', 'guests', 'guest', 'adulti', 'adults', 'pax',
  'amici', 'friends', 'bambini', 'children', 'kids', 'noi', 'us', 'siamo', 'we']);

/** "how much for one?", "e per due?" after products were talked about: pieces, when no word counts people and
 * nothing of a stay is said. */
function piecesAfterProducts(u: Pick<Understanding, 'tokens' | 'scores' | 'features' | 'rooms' | 'nights' | 'guests'>, productsBefore: boolean): boolean {
  if (!productsBefore || u.guests === null || u.guests > 12) return false;
  if (STAY_WORDS.some((k) => (u.scores[k as keyof typeof u.scores] ?? 0) > 0) || u.features.length || u.rooms.length || u.nights !== null) return false;
  return !u.tokens.some((t) => PEOPLE_COUNTED.has(t));
}

/** The understanding without the party a meal or pieces read as guests (and, for a meal, without its day as a stay). */
export function withoutMealParty(u: Understanding, productsBefore: boolean): Understanding {
  if (u.guests !== null && cookingSaidIn(u)) return { ...u, guests: null, dates: u.datesWritten && /\d{1,2}\s*(?:\/|-)/.test(u.tokens.join(' ')) ? u.dates : null, days: null };
  if (piecesAfterProducts(u, productsBefore)) return { ...u, guests: null };
  return u;
}

/** Words asking advice: "cosa mi consigliate", "what do you suggest", "which would you recommend". */
const ADVICE_WORDS = ['consigli', 'consigliate', 'consigliare', 'consigliereste', 'consiglio', 'suggest', 'suggerite', 'recommend', 'recommended'];

/** Words seeking a thing for a use: "we're looking for something for a carbonara", "cerco qualcosa per la fregola". */
// A thing sought, not a need alone: "mi serve la fattura" is no use of a product.
const SEEKING_FOR_USE = ['something for', 'something to', 'something good', 'qualcosa per', 'qualcosa da', 'qualcosa di adatto', 'qualcosa di buono'];

/** What to buy asked after the dish is named ("carbonara tonight, what should I get?", "cosa dovrei comprare?"). */
const BUYING_ASKED = ['should i get', 'should i buy', 'should i order', 'should we get', 'should we buy', 'need to get', 'need to buy', 'what to get', 'what to buy',
  'dovrei comprare', 'dovrei prendere', 'devo comprare', 'devo prendere', 'dovremmo prendere', 'dovremmo comprare', 'cosa prendo', 'cosa compro',
  'cosa comprare', 'cosa prendere', 'mi conviene prendere', 'ci conviene prendere'];

/** Whether the guest asks what to buy: with a dish said, a weak reading of a general text ("you guys": the farm)
 * gives way to the products whose descriptions name it. */
export const buyingAskedIn = (tokens: string[]) => BUYING_ASKED.some((w) => hasPhrase(tokens, w));

/** Whether a message read as nothing may ask what a product is good for: it says cooking, a meal, advice, seeking
 * or products ("anything good for…"). The products then come from the words of their descriptions. */
export function useAskedIn(u: Pick<Understanding, 'tokens' | 'scores' | 'features' | 'rooms' | 'nights'>): boolean {
  // A meal alone ("do you serve dinner?") may be the farm's: only the guest cooking, advice or products ask a use.
  return COOKING_VERBS.some((w) => hasPhrase(u.tokens, w)) || (u.scores.products ?? 0) > 0 || u.tokens.some((t) => ADVICE_WORDS.includes(t)) ||
    SEEKING_FOR_USE.some((w) => hasPhrase(u.tokens, w)) || buyingAskedIn(u.tokens);
}
