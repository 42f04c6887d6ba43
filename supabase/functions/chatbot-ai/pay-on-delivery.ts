// Paying when the parcel comes ("can I pay the courier cash when it arrives?", "si paga alla consegna?", "cash on
// delivery?"): the delivery is the moment of paying, not what is asked; the question is the payment's (the shop takes
// a card at checkout), not the delivery's days.

// Paying to come, not paid already: "ho pagato, quando arriva il pacco?" asks the delivery's time.
const PAYING = 'pay|paying|payment|pagare|pago|paga|pagate|pagamento|cash|contanti|contrassegno';
/** The parcel's coming, said as the moment: the courier, the delivery, its arrival at the door. */
const COMING = 'deliver\\w*|courier|driver|parcels?|packages?|door|consegn\\w*|corriere|pacc[oh]i?|arriv\\w*|porta|portano|contrassegno';
/** How long the parcel takes, asked beside it: the delivery's time is asked too ("when" may be the moment of paying). */
const HOW_LONG = 'how long|how many days|quanto tempo|quanti giorni|tra quanto|fra quanto|ci mette|ci vuole';

const PAID_AT_DOOR = `(?=.*\\b(?:${PAYING})\\b)(?=.*\\b(?:${COMING})\\b)(?!.*\\b(?:${HOW_LONG})\\b)`;
const PAID_AT_DOOR_RE = new RegExp(`^${PAID_AT_DOOR}`);

/** Whether paying at the parcel's coming is asked, in a normalised message (or its tokens joined). */
export const payOnDeliveryAskedIn = (normalised: string) => PAID_AT_DOOR_RE.test(normalised);

/** What it adds to the payment's score: 3 tips a tie with the delivery's own words ("pay on delivery"). */
export const payOnDeliveryScore = (tokens: string[]) => (payOnDeliveryAskedIn(tokens.join(' ')) ? 3 : 0);

/** A kind of the search's table (synonyms.ts), not when paying at the door is asked: no delivery time added. */
export const unlessPaidAtDoor = (kind: RegExp) => new RegExp(`^(?!${PAID_AT_DOOR}).*(?:${kind.source})`);

/** Paying at delivery in the entries' words, said to the search with the message. */
export const PAY_ON_DELIVERY_SEARCH = 'pagamento alla consegna payment at delivery';
