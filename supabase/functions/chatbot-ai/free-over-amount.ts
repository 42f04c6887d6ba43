// "is it free above some amount?", "sopra una certa cifra è gratis?" right after the shipping: free is the shipping's
// threshold, an amount of the order, never free rooms asking for dates.
import { hasPhrase } from './words.ts';

const FREE = ['free', 'gratis', 'gratuita', 'gratuito', 'gratuite', 'omaggio'];
/** An amount spent, said with a word of its size ("over some amount", "da quale cifra", "a minimum order"). */
const AMOUNT_WORDS = [
  'amount', 'total', 'sum', 'spend', 'spending', 'threshold', 'minimum', 'over', 'above', 'cifra', 'importo', 'soglia', 'spesa',
  'spendo', 'spendere', 'minimo', 'sopra', 'oltre', 'totale', 'euro', 'eur',
];
const any = (tokens: string[], list: string[]) => list.some((p) => hasPhrase(tokens, p));

/** Whether the message asks from what amount something is free. */
export const freeOverAmountAskedIn = (tokens: string[]): boolean => any(tokens, FREE) && any(tokens, AMOUNT_WORDS);
