// "do you need a card even if we pay at the farm?", then "will you charge it?": whether the card given is charged,
// asked right after the payment's text, is that text again (the card as the booking's guarantee), not a question of
// its own that nothing answers. Naming no product nor room.
import type { Understanding } from './understand.ts';

/** Charging or taking money from the card, in any form: "charge", "charged", "addebitate", "prelevate", "scalate". */
const CHARGING = /^(?:charg|debit|bill|addebit|preleva|prelev|prelie|scala|scalat|trattenet|block|hold|blocca|bloccat)/;

export const cardChargeFollowUp = (u: Understanding, prevWasPayment: boolean) =>
  prevWasPayment && !u.products.length && !u.rooms.length && u.tokens.some((t) => CHARGING.test(t));
