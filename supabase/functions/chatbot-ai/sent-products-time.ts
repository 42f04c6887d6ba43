// "i'd send my parents the coppa and a sausage, once shipped how many days until it gets there?": products named as
// what would travel, their parcel's time asked, is the delivery's time (the entry worded with delivery), not the
// products' cards.
import { shippingTimeNotCostAskedIn } from './shipping-time-asked.ts';

const SENT_PARCEL = /\b(?:ship\w*|send|sent|sending|deliver\w*|post(?:ed)?|courier|spedi\w*|spediz\w*|mand\w*|invi\w*|consegn\w*|corriere|pacco)\b/;
/** Its arrival: "gets there", "arrive", "arriva", "ci mette", "how many days". */
const ARRIVAL = /\b(?:arriv\w*|gets? (?:there|to)|reach\w*|ci mette|ci vuole|how many days|how long|quanti giorni|quanto tempo)\b/;

// How long the products keep once there is their storage ("how long does it keep once delivered?").
const KEEPING = /\b(?:keep\w*|last\w*|fridge|conserv\w*|dura\w*|frigo\w*|scad\w*|expir\w*)\b/;

/** Whether a normalised message asks how long the parcel of products it names takes to arrive. */
export function sentProductsTimeAskedIn(said: string): boolean {
  return SENT_PARCEL.test(said) && ARRIVAL.test(said) && !KEEPING.test(said) && shippingTimeNotCostAskedIn(said);
}
