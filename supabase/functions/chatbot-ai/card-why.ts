// Why a card is asked for when booking ("why do you need my card details?", "a cosa serve il numero della carta se
// pago in struttura?"): the payment text, which says the card is the booking's guarantee; not an entry that
// merely shares a word with it (an invoice's "number"). Kinds, not sentences.
import { hasPhrase } from './words.ts';

const CARD = ['card', 'carta', 'card number', 'card details', 'credit card', 'carta di credito', 'numero della carta', 'dati della carta'];
/** Why it is asked, or whether it must be given. */
const WHY_NEEDED = [
  'why', 'perche', 'a cosa serve', 'cosa serve', 'a che serve', 'need', 'needed', 'needs', 'require', 'required',
  'requires', 'have to give', 'must give', 'obbligatoria', 'obbligatorio', 'necessaria', 'serve', 'servono', 'richiesta',
  'chiedete', 'volete', 'ask for', 'asking for',
];

const any = (tokens: string[], list: string[]) => list.some((p) => hasPhrase(tokens, p));

/** What it adds to the payment's score: a card with why it is needed is the guarantee asked, firmly. */
export const cardWhyScore = (tokens: string[]) => (any(tokens, CARD) && any(tokens, WHY_NEEDED) ? 4 : 0);
