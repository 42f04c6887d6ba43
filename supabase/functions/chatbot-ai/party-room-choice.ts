// "we're a couple travelling with our 2 year old", then "which room would work for us?": the room asked for the
// party said in the turn before is among the rooms that take it, and a child under three needs a cot: the rooms
// whose rows take one (and its fee), not an entry worded with "work" nor every room for three adults.
import { cotSentences } from './room-cots.ts';
import type { Lang, Room } from './types.ts';
import { hasPhrase } from './words.ts';

/** Words that ask which room suits the guests. */
const ROOM_CHOICE = [
  'quale', 'quali', 'che camera', 'che stanza', 'consigli', 'consigliate', 'consigliereste', 'consigliami', 'adatta',
  'adatte', 'per noi', 'fa per noi', 'va bene per noi', 'which', 'what room', 'what rooms', 'recommend', 'suggest', 'suit', 'suits',
  'suitable', 'work for us', 'works for us', 'best for us', 'for us', 'right for us', 'good for us',
];

interface Party { guests: number | null; infants: number }
interface Asked { tokens: string[]; rooms: string[]; guests: number | null; infants: number; dates: unknown }

/** The party with a child under three said in the turn before, when this message asks which room suits them and
 * says no party, room or dates of its own. */
export function babyPartyForRoomChoice(u: Asked, before: Party | null): Party | null {
  if (!before?.infants || u.rooms.length || u.guests !== null || u.infants || u.dates) return null;
  return ROOM_CHOICE.some((p) => hasPhrase(u.tokens, p)) ? before : null;
}

/** The rooms that take the party (its adults in beds and extra beds, each child under three in a cot), with their
 * cot and its fee. */
export function babyPartyRooms(party: Party, all: Room[], lang: Lang): { rooms: Room[]; message: string } {
  const adults = Math.max(1, (party.guests ?? party.infants + 2) - party.infants);
  const rooms = all.filter((r) => adults <= r.max_guests + (r.max_extra_beds ?? 0) && party.infants <= Number(r.max_cots ?? 0));
  const intro = lang === 'it'
    ? rooms.length ? 'Con un bimbo sotto i 3 anni serve una culla: le camere che la prendono sono queste.' : 'Con un bimbo sotto i 3 anni serve una culla, e nessuna camera ne prende abbastanza.'
    : rooms.length ? 'A child under three sleeps in a cot: these are the rooms that take one.' : 'A child under three sleeps in a cot, and no room takes enough of them.';
  return { rooms, message: rooms.length ? `${intro} ${cotSentences(rooms, all, lang)}` : intro };
}
