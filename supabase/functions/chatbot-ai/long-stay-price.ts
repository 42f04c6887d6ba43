// "vorremmo stare tutto febbraio, fate un prezzo?", "what would the whole of March cost?": a stay of a month or more
// asked its price with no dates to quote. The long stays' entry answers (the booking prices the dates, the farm the
// special terms, with its contacts), not the rooms' nightly price as if that were the answer.
import { LONG_STAY } from './domain-kinds.ts';

const MONTHS = '(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|january|february|march|april|may|june|july|august|september|october|november|december)';
/** A whole month named: "tutto febbraio", "tutta la primavera" no, "all of march", "the whole of may", "febbraio intero". */
const WHOLE_MONTH = new RegExp(
  `\\b(?:tutto|tutta|intero|intera|all|whole|entire)\\s+(?:il mese di\\s+|of\\s+|the month of\\s+|month of\\s+)?${MONTHS}\\b|\\b${MONTHS}\\s+(?:intero|intera|entire)\\b`,
);
const LONG = new RegExp(`\\b${LONG_STAY}\\b`);

/** A long stay said in the message (normalised): a whole month named, weeks, a month. */
export const longStaySaidIn = (normalised: string) => WHOLE_MONTH.test(normalised) || LONG.test(normalised);

/** What the long stays' entry is searched with, beside the message. */
export const LONG_STAY_SEARCH = 'soggiorno lungo long stay';
/** The long stays' entry among the hits: worded with a long stay. */
export const LONG_STAY_WORDS = ['lungo', 'lunghi', 'long', 'month', 'mese', 'weekly', 'settimana'];
