// "we're a company looking at christmas gifts", then "could you put a card with our logo in each box?": a custom touch
// asked of gifts (a card, a logo, a message, the wrapping), in the same message or right after gifts were talked
// about, is the gift's entry (ask the farm before ordering), not the payment read from "card".
import { hasPhrase } from './words.ts';

/** Gifts talked about. */
const GIFTS = [
  'regalo', 'regali', 'regalare', 'gift', 'gifts', 'present', 'presents', 'natale', 'christmas', 'xmas', 'cesto', 'cesti',
  'hamper', 'hampers', 'strenna', 'strenne', 'aziendali', 'corporate', 'clienti', 'clients', 'customers',
];
/** A custom touch asked for them. */
const CUSTOM = [
  'card', 'cards', 'biglietto', 'biglietti', 'bigliettino', 'logo', 'message', 'messaggio', 'dedica', 'note', 'ribbon',
  'nastro', 'wrap', 'wrapped', 'wrapping', 'incartare', 'incartato', 'incartati', 'personalised', 'personalized', 'personalizzare',
  'personalizzato', 'personalizzati', 'branding', 'brand',
];
/** Paying said: then the card is a way to pay. */
const PAYING = ['pay', 'paying', 'payment', 'pagare', 'pago', 'pagamento', 'credit', 'debit', 'credito', 'debito', 'paypal', 'visa', 'mastercard', 'amex', 'prepagata'];

const any = (tokens: string[], list: string[]) => list.some((p) => hasPhrase(tokens, p));

/** Whether a custom touch is asked of gifts, said now or in the message before. A box or a parcel alone is no touch:
 * what it holds, or its shipping, is asked of the products. */
export function giftCustomAskedIn(tokens: string[], before: string[] | null): boolean {
  if (!any(tokens, CUSTOM) || any(tokens, PAYING)) return false;
  return any(tokens, GIFTS) || (!!before && any(before, GIFTS));
}

/** The gift's words, said to the search with the message. */
export const GIFT_SEARCH_WORDS = 'regalo gift confezione regalo gift packaging';
