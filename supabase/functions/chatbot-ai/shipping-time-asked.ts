// Of the shipping, a time asked ("how long does delivery take?", "the usual delivery time?", "in quanti giorni
// arriva?") is the delivery's time, which the entry worded with delivery holds; the shipping text says its cost. A
// cost asked too keeps the shipping text.

/** A time named without asking when: "delivery time", "tempi di spedizione", "is it fast". */
// Not a time of the guest's own ("first time ordering", "la prima volta").
const TIME_NAMED = String.raw`\b(?:(?<!(?:first|next|last|this|every|any|some) )times?|tempo|tempi|days|giorni|impieg\w*|durat\w*|fast|quick|quickly|veloc\w*|rapid\w*)\b`;
/** How long, not when: "when we're there" says a moment of the guest's own. */
const HOW_LONG = String.raw`\b(?:how long|how many days|how soon|how fast|how quickly|quanto tempo|quanti giorni|in quanto|ci mette|ci vuole|tra quanto|fra quanto)\b`;
// A pickup asked instead ("pick it up at the farm"), or a cost: not the delivery's time.
const COST = String.raw`\b(?:pick\w* (?:it |them )?up|pickup|ritir\w*|collect\w*|cost\w*|price|prezz\w*|how much|quanto costa|quanto viene|spese|fees?|charges?|free|gratis|gratuit\w*|euros?|eur|pay\w*|pag\w*)\b`;

/** Whether a time of the shipping is asked and not its cost, in a normalised message. */
export function shippingTimeNotCostAskedIn(said: string): boolean {
  return (new RegExp(HOW_LONG).test(said) || new RegExp(TIME_NAMED).test(said)) && !new RegExp(COST).test(said);
}
