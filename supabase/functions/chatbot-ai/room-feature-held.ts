// A feature asked of the rooms that their descriptions hold: "is there a room with a reading corner? I'll work a lot
// from it" is the room whose details say so, not an entry the guest's reason is worded like (the Wi-Fi's); "do the
// deluxe rooms have a shower or a tub?" is what each one's description says of it, not the coarse "every room has a
// private bathroom".
import type { RoomShelf } from './answer-rooms.ts';
import { askedThing } from './asked-thing.ts';
import { roomsMentioning } from './engine-catalogue.ts';
import { PARTY_PEOPLE_WORDS } from './party-described.ts';
import { roomDetailAskedIn } from './room-by-details.ts';
import type { Lang, Room } from './types.ts';
import type { Understanding } from './understand.ts';
import { tokenize } from './normalise.ts';
import { hasPhrase } from './words.ts';

/** Ways of asking whether a room has a thing, or which one has it. */
const ROOM_HAVING_ASKED = [
  'room with', 'rooms with', 'room that has', 'room has', 'rooms have', 'room have', 'which room', 'which rooms', 'any room',
  'camera con', 'camere con', 'stanza con', 'stanze con', 'quale camera', 'quali camere', 'quale stanza', 'una camera che', 'camera che ha',
];

/** The rooms whose details hold the words of a feature asked of the rooms (none named), when they are some of the
 * rooms and not all: what the message asks beside any reason given with it. */
export function roomsHoldingFeatureAsked(u: Pick<Understanding, 'tokens' | 'unfamiliar' | 'rooms' | 'features' | 'views' | 'bed' | 'guests' | 'infants'>, shelf: RoomShelf): Room[] {
  // A view of no landscape is a word of the feature ("travi a vista": exposed beams), no view asked.
  const bareView = u.features.length === 1 && u.features[0] === 'view' && !u.views.length;
  if (u.rooms.length || (u.features.length && !bareView) || u.bed || u.guests !== null || u.infants > 0) return [];
  // The feature is said after the asking words; the guest's situation before them ("travelling with our baby, which
  // rooms…") is no feature.
  const at = u.tokens.findIndex((_, i) => ROOM_HAVING_ASKED.some((p) => hasPhrase(u.tokens.slice(i, i + p.split(' ').length), p)));
  const asked = at < 0 ? [] : u.unfamiliar.filter((w) => u.tokens.indexOf(w, at) > at);
  if (!asked.length) return [];
  const found = roomsMentioning(shelf, u.tokens, asked);
  return found.length < shelf.list.length ? found : [];
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);
/** Words of a bathroom's detail asked ("doccia", "tub"), looked for in the descriptions' sentences. */
const BATH_DETAIL = ['doccia', 'docce', 'shower', 'showers', 'vasca', 'tub', 'bathtub', 'bagno', 'bathroom'];

/** A detail of the bathroom asked of a kind of room or of all (no room named): each room's sentence saying it. */
export function bathDetailOfRoomsAsked(u: Pick<Understanding, 'tokens' | 'rooms' | 'features' | 'bed' | 'guests'>, frameRooms: string[], list: Room[]): Room[] {
  const bathOnly = u.features.length > 0 && u.features.every((f) => f === 'bathroom');
  if (u.rooms.length || !bathOnly || u.bed || u.guests !== null || !roomDetailAskedIn(u.tokens)) return [];
  return frameRooms.length ? list.filter((r) => frameRooms.includes(r.id)) : list;
}

/** "Lavanda Deluxe: «Private bathroom with shower…»": the sentence of each room's description saying its bathroom. */
export function bathDetailSentences(rooms: Room[], lang: Lang): string {
  const lines = rooms.map((r) => {
    const said = sentencesOf(r.full_description ?? r.short_description ?? '').filter((s) => BATH_DETAIL.some((w) => tokenize(s).includes(w)));
    return `${r.name}: ${said.length ? said.join(' ') : lang === 'it' ? 'la scheda non dice altro del bagno.' : 'its details say nothing more of the bathroom.'}`;
  });
  return `${lang === 'it' ? 'Ecco cosa dicono le schede delle camere:' : 'This is what the room details say:'} ${lines.join(' ')}`;
}

/** "una piscina per i bimbi", "a playground for the kids": a thing asked with who it is for, whose words (children)
 * find entries of their own (the cots) that do not answer it. */
export function thingForSomeoneAskedIn(tokens: string[]): boolean {
  const thing = askedThing(tokens);
  const at = thing ? tokens.indexOf(thing) : -1;
  if (at < 0) return false;
  // "for" must name people: "problemi per il check in" is a thing for no one.
  const forAt = tokens.slice(at + 1, at + 4).findIndex((w) => FOR_WORDS.has(w));
  return forAt >= 0 && tokens.slice(at + 2 + forAt, at + 5 + forAt).some((w) => PEOPLE_FOR.has(w));
}
const FOR_WORDS = new Set(['per', 'for', 'x']);
const PEOPLE_FOR = new Set(PARTY_PEOPLE_WORDS);
