// "staying in the lavanda right now, can we have dinner here tonight?", "siamo già in camera, stasera si cena da voi?":
// a guest already staying asks for a meal or a service today. "Tonight" is when, not a stay to search, and the room
// they sleep in is where they are, not a room asked: the message is the service's, which an entry answers.
import type { Understanding } from './understand.ts';
import { hasPhrase } from './words.ts';

/** Words saying the guest is at the farm now. */
const HERE_NOW = [
  'right now', 'currently', 'at the moment', 'already here', 'already staying', 'staying with you', 'we are staying',
  'we re staying', 'im staying', 'i am staying', 'staying in', 'we are in the', 'we re in the', 'we are guests',
  'al momento', 'in questo momento', 'adesso', 'gia qui', 'siamo qui', 'siamo gia', 'siamo nella', 'siamo in camera',
  'alloggiamo', 'soggiorniamo', 'siamo ospiti', 'sono ospite', 'sono nella',
];
/** The meals and services asked for while there. */
const MEAL_OR_SERVICE = [
  'dinner', 'lunch', 'eat', 'meal', 'meals', 'supper', 'restaurant', 'cena', 'cenare', 'pranzo', 'pranzare', 'mangiare',
  'ristorante', 'dine', 'dining',
];

/** Whether a guest already staying asks for a meal or a service. */
const stayingNowAskingIn = (tokens: string[]) =>
  HERE_NOW.some((p) => hasPhrase(tokens, p)) && MEAL_OR_SERVICE.some((p) => hasPhrase(tokens, p));

/** The service asked by a guest already staying: no stay's dates, no room asked; what the message says is searched. */
export function withoutStayOfGuestHere(u: Understanding): Understanding {
  if (!stayingNowAskingIn(u.tokens) || u.products.length) return u;
  const { rooms: _r, book: _b, availability: _a, about: _ab, ...scores } = u.scores;
  return { ...u, dates: null, datesWritten: false, days: null, nights: null, month: null, fromDay: null, untilDay: null, rooms: [], roomGroup: [], scores, intent: 'unknown' };
}
