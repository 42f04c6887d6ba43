// Of the shipping, a time asked ("how long does delivery take?", "the usual delivery time?", "in quanti giorni
// arriva?") is the delivery's time, which the entry worded with delivery holds; the shipping text says its cost. A
// cost asked too keeps the shipping text.
import { ORDER_TIME_WORDS } from './order-time.ts';

/** A time named without asking when: "delivery time", "tempi di spedizione", "is it fast". */
// Not a time of the guest's own ("first time ordering", "la prima volta").
const TIME_NAMED = String.raw`\b(?:(?<!(?:first|next|last|this|every|any|some) )times?|tempo|tempi|days|giorni|impieg\w*|durat\w*|fast|quick|quickly|veloc\w*|rapid\w*)\b`;
const COST = String.raw`\b(?:cost\w*|price|prezz\w*|how much|quanto costa|quanto viene|spese|fees?|charges?|free|gratis|gratuit\w*|euros?|eur|pay\w*|pag\w*)\b`;

/** Whether a time of the shipping is asked and not its cost, in a normalised message. */
export function shippingTimeNotCostAskedIn(said: string): boolean {
  return (new RegExp(ORDER_TIME_WORDS).test(said) || new RegExp(TIME_NAMED).test(said)) && !new RegExp(COST).test(said);
}
