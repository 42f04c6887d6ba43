// Things the built-in assistant picks out of a message: booking reference, e-mail, phone, a name,
// a yes/no answer, and the products or rooms named (distinctive words of their names, typos allowed).
import { normalise, phraseIn, tokenize, tokenMatches } from './normalise.ts';

const REFERENCE = /\b[A-Z]{2}-[A-Z0-9]{4,10}\b/gi;
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;

export const findReference = (text: string): string | null => text.match(REFERENCE)?.[0].toUpperCase() ?? null;

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

// Words in product and room names that say nothing on their own.
const GENERIC = new Set([
  'di', 'del', 'della', 'dei', 'delle', 'al', 'alla', 'con', 'e', 'the', 'of', 'and', 'with', 'in',
  'formaggio', 'cheese', 'pecorino', 'crema', 'cream', 'spalmabile', 'camera', 'room', 'standard', 'deluxe',
  'twin', 'sardo', 'sarda', 'sardinian', 'stagionato', 'stagionata', 'aged', 'fresco', 'fresh', 'salame', 'gr', 'g', 'kg',
  'cured', 'meat', 'meats', 'pork', 'goat', 'smoked', 'affumicato', 'spicy', 'piccante', 'months', 'mesi', 'jars', 'vasetti',
  'rolled', 'arrotolata', 'mountain', 'montagna', 'pepper', 'pepe', 'sausage', 'salsiccia', 'semi', 'semistagionato',
]);

/** The items whose full name, or a distinctive word of it, the message names. */
export function namedItems<T extends { name: string }>(text: string, items: T[]): T[] {
  const tokens = tokenize(text);
  const wordsOf = (name: string) => normalise(name).split(' ').filter((w) => w.length >= 4 && !GENERIC.has(w));
  const counts = new Map<string, number>();
  for (const item of items) for (const w of new Set(wordsOf(item.name))) counts.set(w, (counts.get(w) ?? 0) + 1);
  return items.filter((item) => {
    if (phraseIn(tokens, normalise(item.name))) return true;
    const distinctive = wordsOf(item.name).filter((w) => counts.get(w) === 1);
    return distinctive.some((w) => tokens.some((t) => tokenMatches(t, w)));
  });
}
