// Where to read the booking's full terms ("where can I read your booking and cancellation terms?", "c'è una pagina con
// le condizioni di prenotazione?"): the cancellation's text, which gives the terms page, not the booking flow.
import { hasPhrase } from './words.ts';

/** Terms, conditions, a policy: the written rules of booking. */
const TERMS = ['terms', 'conditions', 'condizioni', 'termini', 'policy', 'regolamento', 'small print', 'fine print'];
/** Reading or finding them: where, a page, a link. */
const READ_WHERE = ['read', 'find', 'see', 'page', 'link', 'where', 'website', 'site', 'leggere', 'leggo', 'trovo', 'trovare', 'vedere', 'pagina', 'dove', 'sito', 'consultare'];

/** Of booking: the terms are the booking's, not the pets' or the shop's policy. */
const OF_BOOKING = /^(?:book|prenot|reserv|cancel|disdi|disdett|annull|rimbors|refund)/;
const GENERAL_TERMS = ['terms and conditions', 'termini e condizioni', 'condizioni generali'];

/** Whether the message asks where the booking's written terms are. */
export const termsPageAskedIn = (tokens: string[]) =>
  (GENERAL_TERMS.some((p) => hasPhrase(tokens, p)) || (TERMS.some((p) => hasPhrase(tokens, p)) && tokens.some((t) => OF_BOOKING.test(t)))) &&
  READ_WHERE.some((p) => hasPhrase(tokens, p));

/** What it adds to the cancellation's score: enough to outweigh "book" (the booking flow) or "where" (directions). */
export const termsPageScore = (tokens: string[]) => (termsPageAskedIn(tokens) ? 6 : 0);
