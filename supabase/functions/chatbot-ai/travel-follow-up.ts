// "we fly into alghero", then "how long would it take us to drive to the farm?": the length of the way here asked
// naming no place of its own is the way from the place the turn before said, so that place's entry answers (its km
// and minutes), not the general directions nor an entry worded with "long" or "time".
import { DATE_WORDS } from './dates.ts';
import type { Understanding } from './understand.ts';
import { hasPhrase } from './words.ts';

/** Asking how long or how far the way is. */
const TRAVEL_ASKED = [
  'quanto tempo', 'quanto ci', 'ci vuole', 'ci mettiamo', 'ci mette', 'ci si mette', 'quanti minuti', 'quanti km',
  'quanti chilometri', 'quanta strada', 'ci metto', 'ci metti', 'ci mettete', 'ci vorra', 'ci vogliono', 'quanto dista', 'distanza', 'lontano', 'lontani', 'in macchina', 'in auto',
  'tragitto', 'how long', 'how far', 'how many minutes', 'how many hours', 'how many km', 'how many miles', 'drive',
  'driving', 'by car', 'journey', 'distance',
];
/** The words of those questions ("metto" of "ci metto"): the asking's, never a place. */
const TRAVEL_WORDS = new Set(TRAVEL_ASKED.flatMap((p) => p.split(' ')));
/** Whether the message asks how long or how far the way is. */
export const wayAskedIn = (tokens: string[]) => TRAVEL_ASKED.some((p) => hasPhrase(tokens, p));
/** The words that ask it ("how far", "quanto dista"), for a follow-up that keeps the question of the turn before. */
export const wayWordsIn = (tokens: string[]) => TRAVEL_ASKED.filter((p) => hasPhrase(tokens, p)).flatMap((p) => p.split(' '));

/** Words said around such a question that are no place: the farm, the time, the car. */
const NO_PLACE = new Set([
  'tempo', 'serve', 'servono', 'minuti', 'ore', 'circa', 'strada', 'posto', 'tenuta', 'fattoria', 'agriturismo', 'voi',
  'vostro', 'vostra', 'macchina', 'auto', 'noleggio', 'time', 'minutes', 'hours', 'roughly', 'about', 'approx',
  'place', 'farm', 'yours', 'your', 'you', 'here', 'there', 'car', 'rental', 'road', 'teh',
  // "e da lì quanto ci metto?": from the place said before, no place of its own.
  'li', 'qui', 'qua', 'then', 'poi', 'that', 'it',
  // "secondo te", "do you reckon": the guest asking an estimate, no place.
  'secondo', 'pensi', 'dici', 'idea', 'piu', 'meno', 'reckon', 'think', 'guess', 'say', 'more', 'less', 'ish', 'approximately',
  // The journey itself, no place.
  'trip', 'viaggio', 'percorso', 'ride', 'transfer',
]);
/** The words a way is said from ("da cagliari", "from the port"), and articles after them. */
const FROM = new Set(['da', 'dal', 'dall', 'dalla', 'dallo', 'dai', 'dagli', 'from']);
const ARTICLES = new Set(['il', 'lo', 'la', 'l', 'the', 'a']);
/** Kinds of place a way starts from: said, they are the message's own subject. */
const PLACE_KINDS = new Set([
  'aeroporto', 'airport', 'porto', 'port', 'stazione', 'station', 'olbia', 'spiaggia', 'spiagge', 'beach', 'beaches',
  'mare', 'sea', 'paese', 'village', 'town', 'citta', 'city', 'centro',
]);

/** Whether the message names a place of its own: after "da"/"from", a kind of place, or a word the assistant has no
 * meaning for that is none of the words said around such a question. */
function ownPlaceIn(u: Pick<Understanding, 'tokens' | 'unfamiliar'>): boolean {
  const afterFrom = u.tokens.flatMap((t, i) => (FROM.has(t) ? u.tokens.slice(i + 1).filter((w) => !ARTICLES.has(w)).slice(0, 1) : []));
  return afterFrom.some((w) => !NO_PLACE.has(w)) || u.tokens.some((t) => PLACE_KINDS.has(t)) ||
    u.unfamiliar.some((w) => w.length >= 4 && !NO_PLACE.has(w) && !TRAVEL_WORDS.has(w));
}

/** How the turn before was read: the way here, nothing the assistant knows, or anything else (products, rooms…). */
export type TurnBefore = 'wayHere' | 'unknown' | 'other';

/** "arrivo da cagliari in macchina": the way here scored as high as the arrival's check-in, which won the tie; the
 * place driven from is what a following "how long" refers to. */
function wayTiedFirst(scores: Record<string, number> | undefined): boolean {
  const way = scores?.location ?? 0;
  return way > 0 && Object.values(scores ?? {}).every((s) => s <= way);
}

/** Setting off or coming ("arrivo", "veniamo", "driving", "con la macchina"), said with where from. */
const SETTING_OFF = /^(?:arriv|veni|vengo|vien|parto|partiamo|partire|driv|coming|come|leav|guid|travel|viaggi|macchina|auto|car)$|^(?:arriv|driv|guid|travel|viaggi)/;
/** "arrivo da alghero con la macchina", "ill arrive from cagliari driving": a journey from a place the assistant has
 * no meaning for (a town), which the check-in's arrival word read as something else. */
function journeyFromSaidIn(u: Pick<Understanding, 'tokens' | 'unfamiliar'>): boolean {
  const from = u.tokens.flatMap((t, i) => (FROM.has(t) ? u.tokens.slice(i + 1).filter((w) => !ARTICLES.has(w)).slice(0, 1) : []));
  return from.some((w) => u.unfamiliar.includes(w) && !NO_PLACE.has(w)) && u.tokens.some((t) => SETTING_OFF.test(t));
}

/** How the turn before was read, for the way here: also a place of arrival said with its day ("atterro ad alghero il
 * 19 dicembre"), which the frame takes for a stay, is the way here when the message's own reading was the location. */
export function turnBeforeForWay(
  prev: { topic: string; intent: string },
  prevU: Pick<Understanding, 'intent' | 'tokens' | 'unfamiliar'> & { scores?: Record<string, number> } | null,
): TurnBefore {
  if ((prev.topic === 'facet' && prev.intent === 'location') || prevU?.intent === 'location') return 'wayHere';
  if (prevU && (wayTiedFirst(prevU.scores) || journeyFromSaidIn(prevU))) return 'wayHere';
  return prev.topic === 'unknown' ? 'unknown' : 'other';
}

/** The place words of the turn before that a question of the way's length refers to, or none: only when the turn
 * before said a place (read as the way here, or unread with words the assistant has no meaning for: "we fly into
 * cagliari") and this one names none. After a product, "how long is it aged?" asks the product's time. */
export function travelPlaceBefore(u: Understanding, before: Understanding | null, read: TurnBefore, carried: string[]): string[] {
  if (!before || !carried.length || !wayAskedIn(u.tokens) || ownPlaceIn(u)) return [];
  // The day of landing said with the place ("il 19 dicembre") is no part of the way: a month would find the weather.
  const place = carried.filter((w) => !DATE_WORDS.includes(w));
  return read === 'wayHere' || (read === 'unknown' && before.unfamiliar.length) ? place : [];
}
