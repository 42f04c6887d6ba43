// A fridge or a minibar asked of the rooms ("rooms have a fridge or minibar?", "in camera c'è il frigo?"): an amenity of
// the rooms, which their details may not hold, not how to store the products. The fridge word is then a thing asked
// of the rooms, looked for in their details, else said unknown with the contacts.
import type { Understanding } from './understand.ts';
import { hasPhrase } from './words.ts';

const FRIDGE = ['frigo', 'frigorifero', 'frigobar', 'fridge', 'minibar', 'mini bar', 'mini fridge', 'minifrigo', 'freezer', 'congelatore', 'refrigerator'];
const ROOM_WORDS = ['room', 'rooms', 'camera', 'camere', 'stanza', 'stanze', 'bedroom', 'suite', 'alloggio', 'appartamento'];

/** Whether a fridge is asked of the rooms, no product named nor a product kind said. */
export function fridgeInRoomAskedIn(u: Pick<Understanding, 'tokens' | 'products' | 'scores'>): boolean {
  const productKind = (['products', 'cheese', 'salumi'] as const).some((k) => (u.scores[k] ?? 0) > 0);
  const fridge = FRIDGE.some((p) => hasPhrase(u.tokens, p));
  // "a fridge in the room to keep the cheese we buy": the fridge is placed in the room, the products are what would go
  // in it; the fridge is still what is asked.
  const inTheRoom = fridge && FRIDGE_IN_ROOM.some((p) => hasPhrase(u.tokens, p)) && fridgeThereAskedIn(u.tokens);
  return !u.products.length && (!productKind || inTheRoom) && fridge && ROOM_WORDS.some((w) => u.tokens.includes(w));
}

/** The room said as where the fridge is. */
const FRIDGE_IN_ROOM = ['in the room', 'in our room', 'in my room', 'in the rooms', 'in room', 'in rooms', 'in camera', 'in stanza', 'nella camera',
  'nella stanza', 'nelle camere', 'in the bedroom'];
/** Asked whether there is one ("is there", "c'è", "avete"), not how to keep products in one. */
const FRIDGE_THERE = ['is there', 'are there', 'there a', 'do you have', 'have a', 'any', 'c e', 'ce', 'ci sono', 'avete', 'ha', 'hanno', 'have', 'has', 'got'];
const fridgeThereAskedIn = (tokens: string[]) => FRIDGE_THERE.some((p) => hasPhrase(tokens, p));

/** The understanding with the fridge asked of the rooms: no storage, the rooms' topic, the fridge words a thing asked. */
export function withFridgeInRoom(u: Understanding): Understanding {
  if (!fridgeInRoomAskedIn(u)) return u;
  const { storage: _storage, ...scores } = u.scores;
  const asked = FRIDGE.filter((p) => !p.includes(' ') && u.tokens.includes(p));
  return { ...u, scores: { ...scores, rooms: Math.max(scores.rooms ?? 0, 3) }, unfamiliar: [...new Set([...u.unfamiliar, ...asked])] };
}
