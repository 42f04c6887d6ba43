// Changing a booking already made ("devo spostare le date della prenotazione, come faccio?", "can I move my reservation
// to another weekend?"): how it is done is what the farm's entry worded with changing says, with the contacts; never
// the lookup of the booking alone, which says nothing of how.
import type { KnowledgeHit } from './knowledge.ts';
import { wordedWith } from './knowledge.ts';
import type { Lang } from './types.ts';
import { hasPhrase } from './words.ts';

/** Changing, moving or putting off, in any form of its verbs. */
// Not "anticipare" (an early arrival, a payment in advance) nor the stay alone ("cambio lenzuola durante il soggiorno").
const CHANGING = /^(?:cambi|spost|modific|posticip|rinvi|rimand|chang|mov(?:e|ing)$|modif|reschedul|postpon|amend)/;
/** What is changed: the booking or its dates. */
const BOOKED = /^(?:prenota|date$|data$|book|reserv|dates?$)/;
/** Words of changing, and of the booking, an entry is worded with. */
const CHANGE_WORDINGS = ['cambiare', 'cambio', 'spostare', 'modificare', 'change', 'move', 'modify', 'reschedule'];
const BOOKING_WORDINGS = ['prenotazione', 'date', 'booking', 'dates', 'reservation'];

/** Moving in time, said of the stay too ("spostare il soggiorno", "move our stay to october"), or dates booked wrong. */
const MOVING = /^(?:spost|posticip|rinvi|rimand|mov(?:e|ing)$|reschedul|postpon|sbagliat|wrong$)/;
const STAY = /^(?:soggiorn|stay$|vacanz|holiday$)/;

/** Adding to it, or someone joining ("si aggiunge mia sorella", "my brother is joining us"), typos too ("agiungere"). */
const ADDING = /^(?:agg?iun|add$|adding$|added$|join$|joining$|joins$|includ)/;
/** More people said without a verb: "una persona in più", "one more guest". */
const MORE_PEOPLE = ['persona in piu', 'persone in piu', 'ospite in piu', 'ospiti in piu', 'un altra persona', 'un altro ospite', 'one more person',
  'one more guest', 'extra person', 'extra guest', 'another person', 'another guest', 'one more adult', 'adulto in piu'];
/** A booking already made: its noun or its past ("la prenotazione", "we booked"), not a booking to make. */
const BOOKING_MADE = /^(?:prenotazion\w*|prenotazon\w*|prenotat[oaie]|booking|booked|reservation|reserved)$/;

/** Whether the message asks to change a booking or its dates: a verb of changing and the booking or dates; or someone
 * added to a booking made ("ho prenotato per 2, posso aggiungere una persona?"), which the farm does, not the chat.
 * A pet added is the pets' rule (pet-with-booking.ts), asked by the caller. */
export const bookingChangeAskedIn = (tokens: string[]) =>
  (tokens.some((t) => CHANGING.test(t) || MOVING.test(t)) && tokens.some((t) => BOOKED.test(t))) ||
  (tokens.some((t) => MOVING.test(t)) && tokens.some((t) => STAY.test(t))) ||
  ((tokens.some((t) => ADDING.test(t)) || MORE_PEOPLE.some((p) => hasPhrase(tokens, p))) && tokens.some((t) => BOOKING_MADE.test(t)));

/** The entry that says how a booking is changed: the best one worded with changing a booking ("cambio lenzuola" is not). */
export const bookingChangeEntry = (hits: KnowledgeHit[]): KnowledgeHit | null =>
  [...hits].sort((a, b) => b.score - a.score).find((h) => wordedWith(h, CHANGE_WORDINGS) && wordedWith(h, BOOKING_WORDINGS)) ?? null;

/** Without such an entry: to ask the farm (the contacts follow, ask-contacts.ts). */
export const bookingChangeAskFarm = (lang: Lang) =>
  lang === 'it'
    ? 'Per cambiare le date o altro di una prenotazione contattaci con il riferimento della prenotazione.'
    : 'To change the dates or anything else of a booking, contact us with your booking reference.';
