// What a guest means by booking. How booking works, asked by someone new to it ("come funziona, prenoto qui in chat o
// dal sito?", "how do I book, on the website?"): the two ways, the site's /prenota page or this chat, not the first
// step of a booking. Something that is no room the guest would have the farm book ("can you book us a boat trip?",
// "prenotate voi il traghetto?"): not a stay; what the farm's entries say of it, else to ask the farm, with the contacts.
import type { Lang } from './types.ts';
import type { Understanding } from './understand.ts';
import { hasPhrase } from './words.ts';
import { farmVisitToBook } from './farm-visit-asked.ts';

/** How or where booking is done, asked. */
const HOW_ASKED = [
  'come funziona', 'come si prenota', 'come faccio a prenotare', 'come posso prenotare', 'come prenoto', 'come si fa a prenotare',
  'dove prenoto', 'dove si prenota', 'dove posso prenotare', 'how does it work', 'how does booking work', 'how do i book',
  'how can i book', 'how do we book', 'how can we book', 'how to book', 'where do i book', 'where can i book',
  'where do we book', 'where can we book', 'in chat o', 'o dal sito', 'o sul sito', 'or on the website', 'or on the site',
  'here or on', 'qui o sul', 'qui o dal', 'prima volta', 'first time', 'never booked',
];
/** Things a guest may want booked that are no room of the farm. */
const NOT_A_ROOM = [
  'trip', 'trips', 'gita', 'gite', 'escursione', 'escursioni', 'excursion', 'excursions', 'tour', 'tours', 'boat', 'barca',
  'gommone', 'traghetto', 'ferry', 'volo', 'flight', 'flights', 'transfer', 'taxi', 'tavolo', 'table', 'ristorante',
  'restaurant', 'biglietto', 'biglietti', 'ticket', 'tickets', 'noleggio', 'rental', 'guida', 'guide', 'massaggio',
  'massage', 'cavallo', 'horse', 'riding', 'kayak', 'snorkeling', 'diving', 'immersioni', 'minicrociera', 'cruise',
  // Care and classes: no room either, and the farm's data says nothing of them.
  'massaggi', 'massages', 'spa', 'benessere', 'wellness', 'sauna', 'idromassaggio', 'jacuzzi', 'cavalli', 'horses',
  'lezione', 'lezioni', 'lesson', 'lessons', 'class', 'classes', 'corso', 'corsi', 'course', 'trattamento', 'trattamenti',
];
/** Words of the farm's own stay: then it is the rooms' booking. */
const STAY_SAID = ['camera', 'camere', 'stanza', 'stanze', 'room', 'rooms', 'soggiorno', 'stay', 'notte', 'notti', 'night', 'nights', 'letto', 'bed'];

const any = (tokens: string[], list: string[]) => list.some((p) => hasPhrase(tokens, p));
/** Other things asked of a booking ("come funziona la cancellazione della prenotazione?"): theirs, not how to book. */
const OF_A_BOOKING = ['cancellation', 'lookup', 'payment', 'checkin', 'rules', 'lead', 'contacts', 'price'] as const;
const booking = (u: Understanding) => (u.scores.book ?? 0) >= 3 && !OF_A_BOOKING.some((i) => (u.scores[i] ?? 0) >= 3);
const aStay = (u: Understanding) => u.rooms.length > 0 || u.dates !== null || u.days !== null || u.nights !== null;

/** Whether the message asks how or where booking is done, naming no stay to book. */
export const bookingHowAskedIn = (u: Understanding) => booking(u) && !aStay(u) && any(u.tokens, HOW_ASKED) && !farmVisitToBook(u.tokens);

/** Whether the message asks the farm to book a thing that is no room: a tasting or a dairy visit too, whatever stay
 * is said beside it ("a tasting during our stay, how do we book it?"). */
export const otherBookingAskedIn = (u: Understanding) =>
  booking(u) && ((!aStay(u) && !any(u.tokens, STAY_SAID) && any(u.tokens, NOT_A_ROOM)) || farmVisitToBook(u.tokens));

/** The things that are no room said in the message ("massaggi", "boat"): an entry answers only when worded with one. */
export const otherBookingThings = (u: Understanding) => NOT_A_ROOM.filter((p) => hasPhrase(u.tokens, p));

/** The two ways of booking a stay. */
export function bookingHowText(lang: Lang): string {
  return lang === 'it'
    ? 'Puoi prenotare in due modi: sul sito, dalla pagina /prenota, dove scegli le date e la camera e completi la prenotazione; oppure qui in chat: dimmi le date e quanti siete, ti mostro le camere libere e ti guido passo passo.'
    : 'You can book in two ways: on the website, on the /prenota page, where you choose the dates and the room and complete the booking; or here in the chat: tell me the dates and how many you are, I will show you the free rooms and guide you step by step.';
}
