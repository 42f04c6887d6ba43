// Not coming any more, or losing the money paid, is a cancellation ("se non riusciamo più a venire perdiamo tutto?",
// "what if we can't make it after all, do we get our money back?"); with a stay said before as some days away ("abbiamo
// una prenotazione tra 5 giorni", "our stay is in two weeks") or by its dates, cancelling now is that many days before
// check-in. Read from the words as written: "perdiamo" is no word of the lexicon, and its correction would take it.
import { type StayDates } from './dates.ts';
import { tokenize } from './normalise.ts';
import { COUNT_WORDS } from './understand.ts';
import { hasPhrase } from './words.ts';

/** A negation, as written ("non", "not", "can't" → "can t", "won't"). */
const NEGATION = /^(?:non|not|no|cannot|cant|wont|dont|unable|t)$/;
const NO_LONGER = ['piu', 'anymore', 'any more', 'no longer', 'after all', 'alla fine'];
/** "più" that compares ("più tardi", "più di due") says no "no longer". */
const COMPARING = new Set(['tardi', 'presto', 'di', 'del', 'della', 'dei', 'che', 'late', 'early', 'than']);
const COMING = /^(?:veni|vengo|veniamo|venire|arriv|partir|come$|coming$|make$|travel|go$|going$)/;
const IF = ['se', 'if', 'what if', 'in case', 'nel caso', 'qualora'];
const TIMED = /^(?:prima|dopo|tardi|presto|entro|before|after|earlier|later|late|early|by|until|ora|ore|orario|time|pm|am)$/;
/** Losing what was paid, or getting it back. */
const LOSING = ['perdiamo', 'perdo', 'perdete', 'perderemo', 'perderei', 'perderemmo', 'perdere', 'perso', 'persi', 'lose', 'losing',
  'money back', 'soldi indietro', 'ridate i soldi', 'ridate tutto', 'restituite', 'restituiti'];

const GOING_OFF = new Set(['bad', 'off', 'wrong', 'sour', 'stale']);

/** Whether the guest says they may not come any more, or asks about losing (or getting back) what they paid. */
export function notComingAsked(text: string): boolean {
  const t = tokenize(text);
  const noLonger = NO_LONGER.some((p) => hasPhrase(t, p) && !(p === 'piu' && COMPARING.has(t[t.indexOf('piu') + 1])));
  const negated = t.some((w) => NEGATION.test(w));
  // "so it does not go bad": going off is no coming.
  const coming = t.some((w, i) => COMING.test(w) && !GOING_OFF.has(t[i + 1] ?? ''));
  // "what if we can't come?", "nel caso non potessimo venire": with no hour nor "earlier"/"later", which would ask a time.
  const ifNot = IF.some((p) => hasPhrase(t, p)) && !t.some((w) => TIMED.test(w)) && !/\d/.test(text);
  const notComing = negated && coming && (noLonger || ifNot);
  return notComing || LOSING.some((p) => hasPhrase(t, p));
}

const UNIT_DAYS: Record<string, number> = { giorno: 1, giorni: 1, gg: 1, day: 1, days: 1, settimana: 7, settimane: 7, week: 7, weeks: 7 };

/** Said before a count of days, the time still to go: "mancano 10 giorni", "manca una settimana". */
const STILL_TO_GO_BEFORE = ['tra', 'fra', 'in', 'mancano', 'manca', 'mancheranno', 'ancora'];
/** Said after it: "10 days left", "two weeks away", "5 giorni al check-in", "una settimana all arrivo". */
const STILL_TO_GO_AFTER = ['left', 'to go', 'away', 'until', 'till', 'to check', 'to arrival', 'to our', 'al check', 'all arrivo', 'alla partenza', 'al soggiorno'];

/** Days from now said of the stay: "tra 5 giorni", "fra due settimane", "in 10 days", "in a week", "domani", "mancano
 * 10 giorni al check-in", "check-in is 20 days away". */
export function daysAheadSaidIn(text: string): number | null {
  const t = tokenize(text);
  if (t.includes('dopodomani') || hasPhrase(t, 'day after tomorrow')) return 2;
  if (t.includes('domani') || t.includes('tomorrow')) return 1;
  for (let i = 0; i + 1 < t.length; i++) {
    const n = /^\d{1,3}$/.test(t[i]) ? Number(t[i]) : ['a', 'one', 'una', 'un'].includes(t[i]) ? 1 : COUNT_WORDS[t[i]];
    const unit = UNIT_DAYS[t[i + 1]];
    if (n === undefined || !unit) continue;
    if (STILL_TO_GO_BEFORE.includes(t[i - 1] ?? '') || STILL_TO_GO_AFTER.some((p) => hasPhrase(t.slice(i + 2, i + 5), p))) return n * unit;
  }
  return null;
}

const dayMs = 86_400_000;

/** Days from today to the stay: the latest earlier message that says it is some days away, else the stay's dates. */
export function daysToStay(earlier: string[], stay: StayDates | null, today: string): number | null {
  const said = earlier.map(daysAheadSaidIn).filter((d): d is number => d !== null).at(-1);
  if (said !== undefined) return said;
  if (!stay) return null;
  const days = Math.round((Date.parse(`${stay.checkIn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / dayMs);
  return days >= 0 ? days : null;
}
