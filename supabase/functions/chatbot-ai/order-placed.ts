// An order already placed, asked after ("i ordered the salami yesterday, no tracking email yet?", "ho ordinato lunedì,
// dov'è il pacco?"): the chat sees no orders nor their parcels, so the farm is to contact (the contacts follow,
// ask-contacts.ts); never the cards of the products the order named.
import { hasPhrase } from './words.ts';
import type { Lang } from './types.ts';

/** Ordered or bought, in the past. */
const PLACED = /^(?:ordinat[oaie]|ordered|comprat[oaie]|acquistat[oaie]|bought|purchased)$/;
const PLACED_PHRASES = ['fatto un ordine', 'fatto l ordine', 'placed an order', 'placed my order', 'made an order'];
/** The guest's order or parcel named as theirs: placed only when asked after ("can i pick up my order?" is no status). */
const THEIRS = ['mio ordine', 'nostro ordine', 'mio pacco', 'nostro pacco', 'my order', 'our order', 'my parcel', 'our parcel', 'my package'];
/** What is asked of it: whether it left or came, its tracking or its e-mail. */
const STATUS = /^(?:tracking|track|tracciamento|traccia|tracciabilita|spedit[oaie]|shipped|partit[oaie]|arrivat[oaie]|arrived|ricevut[oaie]|received|email|mail|conferma|confirmation|status|stato)$/;
/** Where it is, asked of the parcel or the order ("where can i find it" of a product bought is no parcel). */
const WHERE = /^(?:dove|where)$/;
const PARCEL = /^(?:pacco|pacchi|ordine|ordini|spedizione|order|parcel|package|shipment|delivery)$/;
/** Still awaited, or where it is: what a guest asks after their own order. */
const AWAITED = /^(?:tracking|track|tracciamento|traccia|yet|ancora|still|where|dove|status|stato)$/;

/** Whether the message asks after an order already placed. */
export const orderPlacedAskedIn = (tokens: string[]) =>
  ((tokens.some((t) => PLACED.test(t)) || PLACED_PHRASES.some((p) => hasPhrase(tokens, p))) &&
    (tokens.some((t) => STATUS.test(t)) || (tokens.some((t) => WHERE.test(t)) && tokens.some((t) => PARCEL.test(t))))) ||
  (THEIRS.some((p) => hasPhrase(tokens, p)) && tokens.some((t) => AWAITED.test(t)));

export const orderPlacedAskFarm = (lang: Lang) =>
  lang === 'it'
    ? 'Da qui non posso vedere gli ordini né le loro spedizioni: contattaci con il nome e l’e-mail usati per l’ordine e lo controlliamo noi.'
    : 'I cannot see orders or their parcels from here: contact us with the name and e-mail used for the order and we will check it.';
