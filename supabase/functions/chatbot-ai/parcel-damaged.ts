// A parcel or a product that came damaged or short ("il pacco è arrivato rotto", "the cheese was squashed when it came") is a
// complaint for the farm: its contacts, not the card of the product named. A damage feared ("will it arrive
// crushed?") is the shipping's.
import { normalise } from './normalise.ts';
import type { Understanding } from './understand.ts';

const DAMAGED = String.raw`\b(?:broken|broke|damaged|crushed|squashed|smashed|cracked|leak\w*|dented|torn|ruined|spoiled|spoilt|rott[oaie]|danneggiat\w*|schiacciat\w*|ammaccat\w*|spaccat\w*|rovinat\w*|sfondat\w*|rovesciat\w*|distrutt\w*|andat[oaie] a male|missing|mancava\w*|mancant[ei])\b`;
const CAME = String.raw`\b(?:arrived|came|come|received|got|delivered|parcel|package|box|order|delivery|arrivat\w*|ricevut\w*|consegnat\w*|pacco|pacchetto|scatola|ordine|spedizione)\b`;
const FEARED = /\b(?:will|would|could|might|can|if|se|arriva|arrivano|arrivera\w*|rischi\w*|potrebbe\w*)\b/;
const DAMAGED_PARCEL = new RegExp(`^(?=.*${DAMAGED})(?=.*${CAME})`);

/** Whether a parcel or a product is said to have come damaged. */
function damagedParcelSaidIn(said: string): boolean {
  const n = normalise(said);
  return DAMAGED_PARCEL.test(n) && !(FEARED.test(n) && !/\b(?:arrived|came|received|arrivat\w*|ricevut\w*|era|erano)\b/.test(n));
}

/** The understanding asking the farm's contacts when a damaged parcel is told. */
export function withDamagedParcel(u: Understanding, said: string): Understanding {
  if (u.rooms.length || u.dates || !damagedParcelSaidIn(said)) return u;
  const { category: _c, ...filters } = u.filters;
  const scores = { ...u.scores, cheese: 0, salumi: 0, products: 0, shipping: 0, contacts: Math.max(u.scores.contacts ?? 0, 5) };
  return { ...u, products: [], productGroup: [], filters, scores, intent: 'contacts' };
}
