// An order, a parcel or a delivery said with a day or a time asked ("se ordino oggi quando arriva?", "how many days
// until my parcel gets here?"): the day is the order's, not a stay's, and what is asked is the delivery time.
import { heatOnTheWayIn } from './noise-pickup-heat.ts';
import { normalise } from './normalise.ts';

const ORDER_WORDS = String.raw`\b(?:ordin\w*|orders?|ordering|ordered|spedizion\w*|spedit\w*|spedisc\w*|spedire|ship|ships|shipped|shipping|consegn\w*|deliver\w*|pacc(?:o|hi)|parcels?|packages?|corriere|courier)\b`;
const STAY = /\b(?:nott[ei]|nights?|camer[ae]|rooms?|stanz[ae]|soggiorn\w*|stay\w*|dormi\w*|sleep\w*|prenot\w*|book\w*|check ?in|check ?out)\b/;
// Also which days of the week orders leave ("quali giorni spedite?", "stuck over the weekend").
// Or in time for a day ("will it arrive by friday?", "arrivano in tempo?", "before the weekend").
export const ORDER_TIME_WORDS = String.raw`\b(?:in time|in tempo|per tempo|(?:arriv\w*|reach\w*|get(?:s)? (?:here|there|to (?:me|us))|come|comes) (?:by|before|entro|prima|per)|quando|when|how long|how many days|how soon|quanto tempo|quanti giorni|in quanto|entro quando|ci mette|ci vuole|tempi|gets? here|reach(?:es)? me|get to me|tra quanto|fra quanto|how fast|how quickly|by when|(?:which|what) days?|che giorn[oi]|quali giorni|in che giorn[oi]|weekends?|fine settimana)\b`;

/** A night as a time of a day ("on a thursday night", "tomorrow night", "venerdi notte"), not nights stayed. */
const NIGHT_OF_A_DAY = /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|tomorrow|tonight|at|late|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|domani|di) (?:night|notte|evening|sera)\b/g;

/** The message speaks of an order or a delivery and of no stay: a day it says is the order's. */
export function orderDayIn(text: string): boolean {
  const n = normalise(text);
  return new RegExp(ORDER_WORDS).test(n) && !STAY.test(n.replace(NIGHT_OF_A_DAY, ' '));
}

/** A time asked of an order or a delivery (either first), for the knowledge search's domain table. */
export const ORDER_TIME_ASKED = new RegExp(`^(?=.*${ORDER_WORDS})(?=.*${ORDER_TIME_WORDS})`);

/** The delivery asked: its time for an order's day, or the order feared spoiled by the heat on the way
 * (`heatOnTheWayIn`, noise-pickup-heat.ts). */
export const deliveryAskedIn = (said: string) => (ORDER_TIME_ASKED.test(said) && orderDayIn(said)) || heatOnTheWayIn(said);
