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

/** Sending to someone else ("mandare dei formaggi a mia sorella", "send salami to my dad"), or for their occasion
 * ("per il compleanno", "for her birthday"): the products go as a present, whatever the word for gift. */
const SENDING = [
  'mandare', 'mandarle', 'mandargli', 'mandate', 'mando', 'spedire', 'spedirle', 'spedirgli', 'spedite', 'spedisco', 'inviare', 'invio',
  'far arrivare', 'send', 'sending', 'ship', 'post', 'have it sent', 'get it to',
];
const SOMEONE = [
  'sorella', 'fratello', 'mamma', 'madre', 'papa', 'padre', 'nonna', 'nonno', 'zia', 'zio', 'cugina', 'cugino', 'suocera', 'suocero',
  'amica', 'amico', 'amici', 'collega', 'colleghi', 'moglie', 'marito', 'fidanzata', 'fidanzato', 'genitori', 'figlia', 'figlio',
  'sister', 'brother', 'mum', 'mom', 'mother', 'dad', 'father', 'grandma', 'grandmother', 'grandpa', 'grandfather', 'aunt', 'uncle',
  'cousin', 'friend', 'friends', 'colleague', 'colleagues', 'wife', 'husband', 'girlfriend', 'boyfriend', 'parents', 'daughter', 'son',
  'in laws', 'boss',
];
const OCCASION = [
  'compleanno', 'anniversario', 'onomastico', 'laurea', 'festa della mamma', 'festa del papa', 'pasqua', 'birthday', 'bday',
  'anniversary', 'graduation', 'mothers day', 'fathers day', 'easter', 'auguri', 'congratulazioni', 'congratulations',
];
/** A note of the sender's own words said otherwise than a card: "due righe", "a few words". */
const NOTE_WORDS = ['due righe', 'poche righe', 'qualche riga', 'few words', 'few lines', 'a note', 'little note', 'short note', 'dedica'];
/** A cost or a time of the sending asked: the shipping's, not the note's. */
const COST_OR_TIME = [
  'quanto', 'costa', 'costo', 'spese', 'how much', 'cost', 'costs', 'price', 'fee', 'free', 'gratis', 'quando', 'when', 'how long',
  'giorni', 'days', 'tempo', 'arriva', 'arrive', 'arrives',
];

/** Whether a note is asked to go with products sent to someone else as a present: the gift's entry, though sending
 * says shipping. */
export function giftNoteSentAskedIn(tokens: string[]): boolean {
  const note = any(tokens, CUSTOM) || any(tokens, NOTE_WORDS);
  const present = any(tokens, GIFTS) || any(tokens, OCCASION) || (any(tokens, SENDING) && any(tokens, SOMEONE));
  return note && present && !any(tokens, PAYING) && !any(tokens, COST_OR_TIME);
}

/** Whether a custom touch is asked of gifts, said now or in the message before. A box or a parcel alone is no touch:
 * what it holds, or its shipping, is asked of the products. */
export function giftCustomAskedIn(tokens: string[], before: string[] | null): boolean {
  if (!any(tokens, CUSTOM) || any(tokens, PAYING)) return false;
  return any(tokens, GIFTS) || (!!before && any(before, GIFTS));
}

/** The gift's words, said to the search with the message. */
export const GIFT_SEARCH_WORDS = 'regalo gift confezione regalo gift packaging';
