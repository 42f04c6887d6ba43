// "nice, how heavy is one?", "what size is it?" after a product, or after the one a use chose ("something for a
// carbonara", then "how heavy is it and how much"): the weight of the one to three products talked about, so the
// products' answer says it beside their cards, not an unknown question nor the general prices.
import { farmFactAskedIn } from './farm-facts-asked.ts';
import { weightAskedIn } from './product-details.ts';
import type { Understanding } from './understand.ts';

/** The understanding naming the products talked about when a weight or a size is asked naming none. */
export function withWeightOfTalkedAbout(u: Understanding, shown: string[]): Understanding {
  if (!shown.length || shown.length > 3 || u.products.length || u.productGroup.length || u.filters.category) return u;
  // "how big is the farm?", "and the room?" after a product: the farm's or a room's size, not the product's.
  if (u.rooms.length || u.roomGroup.length || (u.scores.rooms ?? 0) > 0 || u.dates || farmFactAskedIn(u.tokens) || !weightAskedIn(u.tokens)) return u;
  return { ...u, products: shown, guests: null, numbers: [] };
}
