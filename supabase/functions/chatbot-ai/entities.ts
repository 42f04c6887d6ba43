// Things the built-in assistant picks out of a message: booking reference, e-mail, phone, a name and a yes/no
// answer. The products and rooms a message names are found by catalogue.ts.
import { phraseIn, tokenize } from './normalise.ts';

const REFERENCE = /\b[A-Z]{2}-[A-Z0-9]{4,10}\b/gi;
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;

/** A code as the farm writes one: its own prefix, a digit, or capitals as typed. "in-laws", "co-worker" are words. */
const isCode = (m: string) => /^ts-/i.test(m) || /\d/.test(m) || m === m.toUpperCase();

export const findReference = (text: string): string | null => text.match(REFERENCE)?.find(isCode)?.toUpperCase() ?? null;

export const findEmail = (text: string): string | null => text.match(EMAIL)?.[0].toLowerCase() ?? null;

/** The text without its e-mail addresses. */
export const withoutEmails = (text: string): string => text.replace(EMAIL, ' ');

/** A phone number as written and as digits (a leading + kept). Booking references and e-mail addresses are
 * masked first with a character a number never contains, so their digits are never read as a phone and what
 * matches is a verbatim piece of the text. */
export function findPhoneMatch(text: string): { written: string; phone: string } | null {
  const masked = text.replace(REFERENCE, '#').replace(EMAIL, '#');
  const m = masked.match(/(?:\+|00)?\d[\d\s./-]{6,16}\d/);
  if (!m) return null;
  const phone = m[0].replace(/[^\d+]/g, '');
  return phone.replace(/\D/g, '').length >= 8 ? { written: m[0], phone } : null;
}

const NAME_INTRO = /(?:mi chiamo|sono|my name is|i am|i'm|name:?|nome:?)\s+([A-Za-zÀ-ÿ'’]+(?:\s+[A-Za-zÀ-ÿ'’]+)?)/i;

/** A name introduced ("mi chiamo Anna Rossi") or written first before a comma ("Anna Rossi, anna@x.it"). */
export function findName(text: string): string | null {
  const intro = text.match(NAME_INTRO);
  if (intro) return intro[1].trim();
  const first = text.split(/[,;\n]/)[0].trim();
  if (/^[A-Za-zÀ-ÿ'’]+(?:\s+[A-Za-zÀ-ÿ'’]+){0,2}$/.test(first) && !first.includes('@')) return first;
  return null;
}

const YES = ['si', 'certo', 'ok', 'okay', 'va bene', 'acconsento', 'accetto', 'yes', 'y', 'sure', 'agree', 'i agree', 'yep', 'of course'];
const NO = ['no', 'non acconsento', 'nope', 'not', 'non'];

export function yesNo(text: string): 'yes' | 'no' | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  if (NO.some((w) => phraseIn(tokens, w))) return 'no';
  if (YES.some((w) => phraseIn(tokens, w))) return 'yes';
  return null;
}
