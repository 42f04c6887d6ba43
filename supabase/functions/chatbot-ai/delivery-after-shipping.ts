// A time asked naming no order right after a turn that asked about shipping ("do you ship to rome?", then "how long
// does it take to arrive?", "e in quanti giorni arriva?"): the delivery time, not the way here, whatever the
// conversation said of a stay before it.
import { normalise } from './normalise.ts';
import { ORDER_TIME_WORDS, orderDayIn } from './order-time.ts';

// Sending words the order's own do not hold ("can you send it to milan?", "me lo mandate a casa?").
const SENDING = /\b(?:send|sends|sent|mail|post|mandat\w*|mandar\w*|mandi|invi[ao]\w*|inviar\w*)\b/;

// The guest's own journey ("how long is the drive from the airport?"): the way here, no parcel.
const OWN_JOURNEY = /\b(?:drive|driving|car|auto|macchina|bus|train|treno|taxi|walk|walking|piedi|airport|aeroporto|porto|port|ferry|traghetto|from|dal|dalla|dall|we|noi|arriviamo|arriveremo|siamo)\b/;

// The time of a parcel's coming, not of anything else asked after ("when do you open?").
const COMING = /\b(?:arriv\w*|arives?|get here|gets here|get to|gets to|reach\w*|take|takes|ci mette|ci vuole|giorni|days|consegn\w*|deliver\w*)\b/;

/** Whether the last message asks a time of the shipping the message before asked about. */
export function deliveryTimeAfterShipping(lastSaid: string, saidBefore: string | undefined): boolean {
  if (!saidBefore) return false;
  const last = normalise(lastSaid);
  return new RegExp(ORDER_TIME_WORDS).test(last) && COMING.test(last) && !OWN_JOURNEY.test(last) && (orderDayIn(saidBefore) || SENDING.test(normalise(saidBefore)));
}
