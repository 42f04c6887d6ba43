// An activity asked with who would come ("horse riding? kids aged 9 and 11", "corsi di cucina? saremmo in 4"): the
// ages are people's, no aging of a product, and the count is who would take part, no party for a room when no room
// or stay is asked. Read as such, the question is the activity's: an entry, else the farm to ask, with its contacts.
import { activityNamedIn } from './farm-activities.ts';
import { PARTY_PEOPLE_WORDS } from './party-described.ts';
import type { Understanding } from './understand.ts';

const PEOPLE = new Set([...PARTY_PEOPLE_WORDS, 'adults', 'adulti', 'ragazzini', 'teens', 'teenagers', 'people', 'persone', 'we', 'noi']);
const AGED = new Set(['aged', 'age', 'ages', 'eta', 'old']);
const MONTH_UNITS = new Set(['mesi', 'mese', 'months', 'month']);

/** "kids aged 9 and 11", "our boys, aged 7": an age said of people (a people word just before, or a count after it
 * with no months), not a product's aging. */
export function peopleAgedIn(tokens: string[]): boolean {
  return tokens.some((t, i) => {
    if (!AGED.has(t)) return false;
    const peopleBefore = tokens.slice(Math.max(0, i - 3), i).some((w) => PEOPLE.has(w));
    const count = /^\d{1,2}$/.test(tokens[i + 1] ?? '') && !MONTH_UNITS.has(tokens[i + 2] ?? '');
    return peopleBefore || count;
  });
}

/** Words of something to learn or take part in that the lexicon may lack ("corsi", "classes", "lessons"). */
const TAKING_PART = new Set([
  'corso', 'corsi', 'lezione', 'lezioni', 'laboratorio', 'laboratori', 'workshop', 'workshops', 'class', 'classes', 'lesson',
  'lessons', 'course', 'courses', 'tour', 'tours', 'escursione', 'escursioni', 'excursion', 'excursions', 'attivita', 'activity',
  'activities', 'imparare', 'learn', 'learning',
]);
const ROOM_OR_STAY = ['room', 'rooms', 'camera', 'camere', 'stanza', 'stanze', 'sleep', 'stay', 'staying', 'book', 'letto', 'letti',
  'dormire', 'soggiorno', 'night', 'nights', 'notte', 'notti', 'prenotare', 'alloggio', 'posto', 'posti', 'accommodation'];

/** The understanding without the party when the count is said beside an activity and no room or stay is asked;
 * children said with ages beside an activity are who would take part, no rule about children nor an aging. */
export function withoutPartyBesideActivity(u: Understanding): Understanding {
  if (activityNamedIn(u.tokens) && peopleAgedIn(u.tokens) && (u.scores.rules ?? 0) <= 3) {
    u = { ...u, scores: { ...u.scores, rules: 0, cheese: 0 }, intent: u.intent === 'rules' || u.intent === 'cheese' ? 'unknown' : u.intent };
  }
  if (u.guests === null || u.dates || u.nights !== null || u.rooms.length || u.roomGroup.length || u.features.length || u.bed) return u;
  if ((u.scores.rooms ?? 0) > 0 || (u.scores.book ?? 0) > 0 || (u.scores.availability ?? 0) > 0) return u;
  if (ROOM_OR_STAY.some((w) => u.tokens.includes(w))) return u;
  if (!activityNamedIn(u.tokens) && !u.tokens.some((t) => TAKING_PART.has(t))) return u;
  return { ...u, guests: null, infants: 0 };
}
