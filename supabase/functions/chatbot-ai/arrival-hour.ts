// An hour of arrival said with the check-in ("arriviamo tipo alle 22, è un problema?", "can we check in around 1pm?",
// "we land at 5 then pick up the car, until what time can we arrive?"): the check-in's own hours answer, and an hour
// after its window (or arriving late said) is the late arrival, which the farm must agree, with its contacts. The
// window is read from the check-in's text, never written here; what the guest does around it (a flight, the beach,
// a dinner in town) is context, not an entry to answer with.
import { CLOCK_WORD_HOUR } from './arrival-clock.ts';
import type { KnowledgeHit } from './knowledge.ts';
import { wordedWith } from './knowledge.ts';
import { hasPhrase } from './words.ts';

/** Arriving late said in words: "arriviamo tardi", "late at night", "di notte". */
export const LATE_SAID = ['tardi', 'late', 'di notte', 'at night', 'notte fonda', 'in the night', 'tarda serata', 'tarda sera', 'after dark'];
/** Leaving or keeping the room: then the hour said is the check-out's, not an arrival's. */
const LEAVING_SAID = [
  'check out', 'checkout', 'keep the room', 'last day', 'final day', 'partenza', 'ultimo giorno', 'lasciare la camera',
  'tenere la camera', 'liberare la camera', 'leave the room', 'stay in the room', 'departure', 'flight home', 'volo di ritorno',
];

const HOUR_12 = /\b(\d{1,2})(?:[.:](\d{2}))?\s?(am|pm)\b/g;
const HOUR_24 = /\b(?:alle|verso le|dopo le|per le|entro le|at|around|about|by|after)\s+(?:like\s+|circa\s+)?(\d{1,2})(?:[.:](\d{2}))?(?!\s?(?:am|pm|\d|giorn|day|nott|night|euro|person|people|%|km|min|or[ae]))(?:\s+(di sera|di notte|stasera|in the evening|at night))?/g;

/** The latest hour the message says, in 24 h (a journey's hours come before the arrival at the farm). */
function latestHourSaidIn(text: string): number | null {
  const said: number[] = [];
  for (const m of text.matchAll(HOUR_12)) {
    const h = Number(m[1]) % 12 + (m[3] === 'pm' ? 12 : 0);
    if (Number(m[1]) <= 12) said.push(h + Number(m[2] ?? 0) / 60);
  }
  // "ca. 21 uhr", "22h": an hour with a clock word after it.
  for (const m of text.matchAll(CLOCK_WORD_HOUR)) if (Number(m[1]) <= 24) said.push(Number(m[1]) + Number(m[2] ?? 0) / 60);
  for (const m of text.matchAll(HOUR_24)) {
    const h = Number(m[1]);
    if (h > 24) continue;
    said.push((h < 12 && m[3] ? h + 12 : h) + Number(m[2] ?? 0) / 60);
  }
  return said.length ? Math.max(...said) : null;
}

/** The check-in's window in hours, from its text: the first two times it states ("dalle 15:00 alle 20:00"). */
export function checkinWindowIn(answer: string): { from: number; to: number } | null {
  const times = [...answer.matchAll(/\b(\d{1,2})[:.](\d{2})\b/g)].map((m) => Number(m[1]) + Number(m[2]) / 60);
  return times.length >= 2 && times[0] < times[1] ? { from: times[0], to: times[1] } : null;
}

/** The check-in, its time or the room kept asked in so many words: then the hour said is its question, whatever else is asked. */
const CHECKIN_ASKED = [
  'check in', 'checkin', 'check out', 'checkout', 'a che ora', 'da che ora', 'fino a che ora', 'entro che ora', 'what time',
  'how late', 'how early', 'until what time', 'till what time', 'latest', 'earliest',
];
export const checkinAskedIn = (tokens: string[]) => [...CHECKIN_ASKED, ...LEAVING_SAID].some((p) => hasPhrase(tokens, p));

export type ArrivalAsked = 'late' | 'within' | 'leaving';

/** What an hour said with the check-in asks: a late arrival, an arrival the check-in's hours answer, or the
 * check-out's hour. Null when no hour nor lateness is said (the check-in's usual reading goes on). */
export function arrivalAskedIn(tokens: string[], text: string, window: { from: number; to: number } | null): ArrivalAsked | null {
  const hour = latestHourSaidIn(text);
  // "how late" asks the window's end: no lateness said.
  const asked = tokens.filter((t, i) => !(t === 'late' && tokens[i - 1] === 'how'));
  const lateSaid = LATE_SAID.some((p) => hasPhrase(asked, p));
  if (hour === null && !lateSaid) return null;
  if (LEAVING_SAID.some((p) => hasPhrase(tokens, p))) return 'leaving';
  return lateSaid || (hour !== null && window !== null && hour > window.to) ? 'late' : 'within';
}

/** The late arrival's entry among the hits: a farm entry (not an intent's general text) worded with arriving late. */
export const lateArrivalEntry = (hits: KnowledgeHit[], isGeneral: (topic: string) => boolean) =>
  hits.find((h) => !isGeneral(h.topic) && wordedWith(h, ['tardi', 'late'])) ?? null;

/** Leaving said beside a late arrival ("…and leave around noon"): the check-out's hour is asked too. */
const LEAVING_TOO = ['leave', 'leaving', 'partire', 'ripartire', 'partenza', 'andare via', 'check out', 'checkout', 'depart'];
export const leavingAlsoSaidIn = (tokens: string[]) => LEAVING_TOO.some((p) => hasPhrase(tokens, p));
