// "will the pecorino get to me in one piece with this heat?", "come li tenete freschi durante il viaggio?": a
// product arriving in the heat, or kept cold on its way, is the delivery's refrigerated courier and packaging, not
// the products' list nor the weather. Said of a product or an order, never of the guests arriving.
import { normalise } from './normalise.ts';
import type { Understanding } from './understand.ts';
const FOOD = '(?:chees\\w*|formagg\\w*|salum\\w*|salam\\w*|meats?|sausag\\w*|salsicc\\w*|pecorin\\w*|ricott\\w*|products?|prodott\\w*|orders?|ordin\\w*|pacc\\w*|parcel\\w*|box|scatol\\w*|spesa)';
const HEAT = '(?:heat|hot|warm|heatwave|caldo|calura|afa|estate|summer|july|august|luglio|agosto|gradi|degrees)';
const ARRIVES = '(?:arriv\\w*|get(?:s)? (?:here|there|to (?:me|us))|reach\\w*|make it|survive\\w*|sopravviv\\w*|hold up|tien\\w*)';
const KEPT_COLD = '(?:keep|keeps|kept|stay|stays|remain\\w*|tene\\w*|tien\\w*|mantene\\w*|mantien\\w*|rest\\w*|riman\\w*|conserv\\w*) (?:\\w+ ){0,3}(?:cold|cool|chilled|fresh|fresc\\w*|fredd\\w*|refrigerat\\w*)';
// Packing it or sending it away (a present) is how it travels too.
const ON_THE_WAY = '(?:pack\\w*|imball\\w*|confezion\\w*|send\\w*|sent|mand\\w*|invi\\w*|spedi\\w*|gift\\w*|present|regal\\w*|on (?:the|its|their|his|her) way|way (?:to|here|there)|in transit|transit|journey|trip|travel\\w*|viaggio|tragitto|trasporto|strada|durante la spedizione|shipping|spedizion\\w*|delivery|consegn\\w*|arriv\\w*|courier|corriere)';

const SHIPPED = '(?:ship\\w*|spedi\\w*|spediz\\w*|deliver\\w*|consegn\\w*|courier|corriere|post|posta|mail)';
const SPOILS = '(?:spoil\\w*|go(?:es)? (?:off|bad)|rot|rots|rotten|rotting|melt\\w*|rovin\\w*|guast\\w*|deterior\\w*|sciogli\\w*|squagli\\w*|(?:va|vanno|andare|andra|andranno) a male)';
/** A product shipped in the heat ("how do you ship fresh cheese in summer?"), or feared to spoil as it is shipped. */
const SHIPPED_HOT = new RegExp(`^(?=.*\\b${FOOD}\\b)(?=.*\\b${SHIPPED}\\b)(?=.*\\b(?:${HEAT.slice(3, -1)}|${SPOILS.slice(3, -1)})\\b)`);
/** A product or an order arriving in the heat. */
const ARRIVING_HOT = new RegExp(`^(?=.*\\b${FOOD}\\b)(?=.*\\b${HEAT}\\b)(?=.*\\b${ARRIVES})`);
/** A product kept cold on its way. */
const KEPT_COLD_ON_THE_WAY = new RegExp(`^(?=.*\\b${KEPT_COLD}\\b)(?=.*\\b${ON_THE_WAY})`);

/** A product arriving fresh or in good shape ("does the ricotta get to me fresh?", "arrivano freschi?"); arriving only:
 * "si tiene fresco in frigo" is how it keeps at home (the storage). */
const ARRIVING_FRESH = new RegExp(`\\b(?:arriv\\w*|get(?:s)? (?:here|there|to (?:me|us))|reach\\w*|giung\\w*) (?:\\w+ ){0,3}(?:fresh|fresc\\w*|cold|cool|fredd\\w*|intact|integr\\w*|in (?:good|one|buone|buono) \\w+)\\b`);
/** How the farm packs a product or an order for the way, asked of "you" ("how do you pack the pecorino", "come li
 * confezionate?"); "come viene confezionata?" is the product's own format (its jars, its weight), and a gift's packing
 * the gift's to say (gift-custom.ts). */
const PACKED_HOW = new RegExp(`^(?!.*\\b(?:regal\\w*|gifts?|presents?|natale|christmas|xmas)\\b)(?=.*\\b${FOOD}\\b|.*\\b(?:it|them|they|lo|la|li|le)\\b)(?=.*\\bhow (?:do|will|would|can|did) you (?:\\w+ ){0,2}(?:pack\\w*|ship\\w*|send)\\b|.*\\bcome (?:\\w+ ){0,3}(?:confezionate|imballate|spedite|mandate|inviate|imball\\w*)\\b)(?=.*\\b(?:pack\\w*|imball\\w*|confezion\\w*|fresh|fresc\\w*|cold|fredd\\w*)\\b)`);

export const COLD_ON_THE_WAY_KINDS: Array<[RegExp, string]> = [
  [ARRIVING_FRESH, 'caldo heat imballaggio refrigerato chilled packaging'],
  [PACKED_HOW, 'caldo heat imballaggio refrigerato chilled packaging'],
  [ARRIVING_HOT, 'caldo heat imballaggio refrigerato chilled packaging'],
  [KEPT_COLD_ON_THE_WAY, 'caldo heat imballaggio refrigerato chilled packaging'],
  [SHIPPED_HOT, 'caldo heat imballaggio refrigerato chilled packaging'],
];

/** "tenere freschi i formaggi durante il viaggio", "will the ricotta stay cold during shipping?": kept fresh is how it
 * travels, not a filter on young cheeses, and the product named is what travels: the shipping is asked. */
export function withoutKeptFresh(u: Understanding, said: string): Understanding {
  const n = normalise(said);
  if (![KEPT_COLD_ON_THE_WAY, ARRIVING_HOT, SHIPPED_HOT, ARRIVING_FRESH, PACKED_HOW].some((k) => k.test(n))) return u;
  const { agingMax: _x, agingNear: _n, ...filters } = u.filters;
  // The question is the shipping's: the product's kind words say what travels.
  const scores = { ...u.scores, cheese: 0, salumi: 0, products: 0, shipping: Math.max(u.scores.shipping ?? 0, 4) };
  return { ...u, filters, products: [], productGroup: [], scores, intent: 'shipping' };
}
