// A cancellation asked at a time before the stay: "se disdico il 3 settembre?" after the stay's dates, "if we cancel a
// week before arrival". The share due is the database's (public.cancellation_fee_percent, through the tools), by whole
// days from the cancelling day to check-in: the rule cancel_booking charges is written once.
import type { StayDates } from './dates.ts';
import { tokenize } from './normalise.ts';
import type { Lang } from './types.ts';
import { COUNT_WORDS, type Understanding } from './understand.ts';
import { hasPhrase } from './words.ts';

/** Cancelling, in any form of its verbs ("disdiciamo", "cancelling", "annullassimo") or their phrases. */
const CANCELLING = /^(?:cancel|annull|disdi|disdett)/;
const CANCELLING_PHRASES = ['back out', 'pull out', 'call off', 'call it off', 'tirarci indietro', 'tirarmi indietro'];
export const cancellingSaidIn = (tokens: string[]) => tokens.some((t) => CANCELLING.test(t)) || CANCELLING_PHRASES.some((p) => hasPhrase(tokens, p));

const UNIT_DAYS: Record<string, number> = { giorno: 1, giorni: 1, gg: 1, day: 1, days: 1, settimana: 7, settimane: 7, week: 7, weeks: 7 };
/** What a count of days says it is counted from: the arrival, before it. */
const BEFORE = ['prima', 'before', 'ahead', 'in anticipo', 'in advance', 'dall arrivo', 'dal check', 'from arrival', 'from check', 'out'];

/** "10 giorni prima", "una settimana prima del check in", "3 weeks before", "two days ahead of arrival": the days. */
export function daysBeforeSaidIn(tokens: string[]): number | null {
  for (let i = 0; i + 1 < tokens.length; i++) {
    const count = /^\d{1,3}$/.test(tokens[i]) ? Number(tokens[i]) : COUNT_WORDS[tokens[i]];
    const unit = UNIT_DAYS[tokens[i + 1]];
    if (count === undefined || !unit) continue;
    const after = tokens.slice(i + 2, i + 5);
    if (BEFORE.some((p) => hasPhrase(after, p))) return count * unit;
  }
  return null;
}

const dayMs = 86_400_000;
const between = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/** The day of cancelling said against the stay: a whole date, else a day of the stay's month (of the month before, when
 * it is not before the check-in's day: "il 3" of a stay from the 14th is the 3rd, "il 20" the 20th of the month before). */
function cancellingDay(u: Pick<Understanding, 'dates' | 'fromDay' | 'days'>, stay: StayDates): string | null {
  if (u.dates) return u.dates.checkIn;
  const day = u.fromDay ?? u.days?.[0] ?? null;
  if (day === null) return null;
  const [y, m, d] = stay.checkIn.split('-').map(Number);
  const at = new Date(Date.UTC(y, day < d ? m - 1 : m - 2, day));
  return at.getUTCDate() === day ? at.toISOString().slice(0, 10) : null;
}

/** The days from cancelling to check-in the message says: counted ("a week before"), or from a day against the stay. */
export function cancelDaysBefore(u: Understanding, stay: StayDates | null): { days: number; day: string | null } | null {
  const counted = daysBeforeSaidIn(u.tokens);
  if (counted !== null) return { days: counted, day: null };
  const day = stay ? cancellingDay(u, stay) : null;
  const days = day && stay ? between(day, stay.checkIn) : null;
  return days !== null && days >= 0 && days <= 366 ? { days, day } : null;
}

const DAY_IT = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const DAY_EN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** The share due, in a sentence: "Cancellando il 3 settembre, 11 giorni prima del check-in, viene addebitato il 50%…". */
export function cancelShareSentence(at: { days: number; day: string | null }, share: number, lang: Lang): string {
  const on = at.day ? (lang === 'it' ? DAY_IT : DAY_EN).format(new Date(`${at.day}T00:00:00Z`)) : null;
  if (lang === 'it') {
    const when = `${on ? `Cancellando il ${on}, ` : 'Cancellando '}${at.days} ${at.days === 1 ? 'giorno' : 'giorni'} prima del check-in`;
    if (share === 0) return `${when}, la cancellazione è gratuita: non si paga nulla e il rimborso è completo.`;
    return `${when}, viene addebitato il ${share}% del totale${share === 100 ? ', senza rimborso' : ''}.`;
  }
  const when = `${on ? `Cancelling on ${on}, ` : 'Cancelling '}${at.days} ${at.days === 1 ? 'day' : 'days'} before check-in`;
  if (share === 0) return `${when}, cancellation is free: nothing is charged and the refund is full.`;
  return `${when}, ${share}% of the total is charged${share === 100 ? ', no refund' : ''}.`;
}

/** "ok and if it's 10 days before?" right after the cancellation terms: the days before said alone, with no other
 * subject read (a stay, a product, a room), still ask the cancellation's share. */
export function cancelDaysFollowUp(u: Understanding, prevWasCancellation: boolean): boolean {
  return prevWasCancellation && !u.products.length && !u.rooms.length && daysBeforeSaidIn(u.tokens) !== null;
}

/** Whether anything is paid or given back: "do we pay something?", "ci costa qualcosa?", "will you charge us?". */
const PAYING_ASKED = /^(?:pay|paying|paid|pag|charg|addebit|rimbors|refund|penal|cost|money|soldi)/;

/** "so we pay something?" right after a turn that said cancelling with the days to arrival (or the cancellation's terms):
 * still the cancellation, whose share due is then said; naming no product nor room. Read from the words as written:
 * "paghiamo" is no word of the lexicon, and its correction would take it. */
export function cancelPayFollowUp(u: Understanding, text: string, prevCancelling: boolean): boolean {
  return prevCancelling && !u.products.length && !u.rooms.length && tokenize(text).some((t) => PAYING_ASKED.test(t));
}

/** "devo annullare la prenotazione", then "arriviamo tra 10 giorni": the days to the stay said right after cancelling
 * (or its terms) are when the cancelling would be, now; naming no product nor room. */
export const cancelAheadFollowUp = (u: Understanding, daysAhead: number | null, prevCancelling: boolean) =>
  prevCancelling && daysAhead !== null && !u.products.length && !u.rooms.length;
