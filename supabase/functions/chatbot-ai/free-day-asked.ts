// "we've a free day during our stay, which towns are worth it?", "domani giornata libera, che paesini ci
// consigliate?": a day the guest has free, to go somewhere. "Free" is their time, not a free room, and the day is when
// they go, not a stay to look up: the places asked are searched as the message says them.
import type { Understanding } from './understand.ts';
import { hasPhrase } from './words.ts';

/** The guest's own time off during the stay. */
const FREE_TIME = [
  'free day', 'day free', 'day off', 'spare day', 'free afternoon', 'free morning', 'day to spare', 'lazy day',
  'giornata libera', 'giorno libero', 'pomeriggio libero', 'mattina libera', 'mattinata libera', 'giornata a disposizione',
  'giorno di pausa', 'giornata di pausa',
];
/** A room or a bed still asked beside it ("a free room on our day off?"): the rooms' question stands. */
const ROOM_WORDS = ['camera', 'camere', 'stanza', 'stanze', 'room', 'rooms', 'letto', 'bed'];

/** A free day of the guest's, with no room asked: no stay's dates, no rooms, searched as the places it asks. */
export function withoutStayOfFreeDay(u: Understanding): Understanding {
  if (!FREE_TIME.some((p) => hasPhrase(u.tokens, p)) || u.rooms.length || ROOM_WORDS.some((w) => u.tokens.includes(w))) return u;
  const { rooms: _r, book: _b, availability: _a, ...scores } = u.scores;
  return { ...u, dates: null, datesWritten: false, days: null, nights: null, month: null, fromDay: null, untilDay: null, roomGroup: [], scores, intent: 'unknown' };
}
