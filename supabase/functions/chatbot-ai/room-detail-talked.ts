// "what's the furniture made of in that one?", "e i mobili di che legno sono?" right after one room was described:
// a detail of a room asked naming none is the room talked about's, answered from its description, not an unknown
// question. A word the guest says that the one room's details hold ("is the shower big?") asks of it too.
import type { RoomFacts } from './catalogue.ts';
import { roomDetailAskedIn } from './room-by-details.ts';
import { roomsTalkedAbout } from './room-talked-about.ts';
import type { Understanding } from './understand.ts';

/** The stem a word is looked for by in a room's details ("walls" → "wall"). */
const heldBy = (text: string, w: string) => w.length >= 4 && new RegExp(`\\b${(w.length >= 5 ? w.slice(0, -1) : w).replace(/[^a-z0-9]/g, '')}`).test(text);

/** The understanding naming the one room talked about the turn before, when it names no room nor product and asks a
 * detail of the room's (its furniture, window, shower, name) or a word only that room's details hold. */
export function withRoomDetailOfTalkedAbout(u: Understanding, roomsBefore: string[], facts: (id: string) => RoomFacts | undefined): Understanding {
  if (roomsBefore.length !== 1 || u.rooms.length || u.roomGroup.length || u.products.length || u.productGroup.length) return u;
  const [id] = roomsBefore;
  if (!roomsTalkedAbout(u.tokens, true, roomsBefore).length) return u;
  if (!roomDetailAskedIn(u.tokens) && !roomWordsHeldAsked(u, facts(id))) return u;
  return { ...u, rooms: [id], scores: { ...u.scores, rooms: Math.max(u.scores.rooms ?? 0, 3) }, intent: 'rooms' };
}

/** Whether the words the assistant has no meaning for are all held by the room's details ("chestnut", "reading
 * corner"): a detail of that room asked, its description answers. */
export const roomWordsHeldAsked = (u: Understanding, room: RoomFacts | undefined) =>
  !!room && u.unfamiliar.length > 0 && u.unfamiliar.every((w) => heldBy(room.text, w));
