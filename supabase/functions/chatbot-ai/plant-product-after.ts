// "vorrei regalare un salume", then "quello col mirto quanto costa?" / "the myrtle one, how much?": a plant a room is
// named after, said right after products were talked about with no word of rooms or a stay, is the product flavoured
// with it (its listed ingredients), not the room.
import { plantAliases } from './catalogue.ts';
import type { Understanding } from './understand.ts';

const ROOM_KINDS = ['rooms', 'book', 'availability', 'checkin'] as const;

/** The understanding naming the products flavoured with the plant said, instead of the room named after it. */
export function withPlantProductAfterProducts(u: Understanding, productsBefore: boolean, flavouredWith: (words: string[]) => string[]): Understanding {
  if (!productsBefore || !u.rooms.length || u.products.length) return u;
  if (ROOM_KINDS.some((k) => (u.scores[k] ?? 0) > 0) || u.features.length || u.bed || u.guests !== null || u.dates || u.nights !== null) return u;
  const plants = u.tokens.filter((t) => plantAliases(t).length > 1);
  const ids = plants.length ? flavouredWith(plants.flatMap(plantAliases)) : [];
  return ids.length && ids.length <= 3 ? { ...u, rooms: [], roomGroup: [], products: ids } : u;
}
