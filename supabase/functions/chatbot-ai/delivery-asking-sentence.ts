// "im in milan and need salami for a party on sunday. if i order tuesday will it get here in time?": the guest's city,
// party and products dilute the search until no entry comes back; the sentence that asks the order's time, searched
// alone, finds the entry worded with delivery.
import { normalise } from './normalise.ts';
import { ORDER_TIME_ASKED } from './order-time.ts';

/** The one sentence of the message that asks an order's time, when the message says more than it; else null. */
export function deliveryAskingSentence(message: string): string | null {
  const sentences = message.split(/[.?!;\n]+/).map((s) => normalise(s).trim()).filter(Boolean);
  if (sentences.length < 2) return null;
  const asking = sentences.filter((s) => ORDER_TIME_ASKED.test(s));
  return asking.length === 1 ? asking[0] : null;
}
