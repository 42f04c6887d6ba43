// "abbiamo prenotato la Ginepro per agosto, c'è l'aria condizionata?", "we're in that room from Monday, is there air
// con?": a guest who booked a named room, or is in it, asks one of its amenities. The days and the booking words say
// when they are there, not a stay to check nor a booking to start: the room's amenity is what is asked.
import type { Understanding } from './understand.ts';
import { hasPhrase } from './words.ts';

/** Words saying the guest has the room already: booked, or staying in it. */
const HAS_THE_ROOM = [
  'booked', 'we booked', 'have booked', 've booked', 'reserved', 'our booking', 'our reservation', 'our room',
  'staying in', 'we re in', 'we are in', 'were in', 'in that room', 'we ll be in', 'will be in', 'be staying',
  'prenotato', 'prenotata', 'abbiamo prenotato', 'ho prenotato', 'la nostra camera', 'nostra prenotazione',
  'siamo nella', 'siamo in', 'saremo nella', 'saremo in', 'alloggiamo', 'soggiorniamo', 'staremo',
];
/** The amenities a room's row holds (not how many it takes: that is a stay's question). */
const AMENITIES = new Set(['aircon', 'bathroom', 'view', 'breakfast']);

/** The amenity asked of a room the guest already has: its days and booking words dropped, the room kept. */
export function withAmenityOfBookedRoom(u: Understanding): Understanding {
  if (!u.rooms.length || !u.features.some((f) => AMENITIES.has(f)) || !HAS_THE_ROOM.some((p) => hasPhrase(u.tokens, p))) return u;
  const { book: _b, availability: _a, lookup: _l, ...scores } = u.scores;
  return { ...u, dates: null, datesWritten: false, days: null, nights: null, month: null, fromDay: null, untilDay: null, scores, intent: 'rooms' };
}
