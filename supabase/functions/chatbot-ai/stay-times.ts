// When a stay starts and ends, asked in the guest's words: a time asked ("da che ora", "how late", "until noon")
// with arriving or leaving ("possiamo arrivare", "the day we leave", "be out") is the check-in or the check-out,
// not the way here ("arrivare" alone) nor the rooms ("keep the room"). Missing a stay on purpose ("if we don't show
// up", "se non ci presentiamo") is the cancellation terms' no-show.
import { clockHourSaidIn } from './arrival-clock.ts';
import { hasPhrase } from './words.ts';

/** A time asked of its own: an hour ("da che ora", "how late", "until noon"). */
const HOUR_ASKED = [
  'latest', 'earliest', 'ultimo orario', 'orario massimo', 'piu tardi possibile', 'a che ora', 'da che ora', 'entro che ora', 'fino a che ora', 'per che ora', 'che ora', 'che orario', 'what time',
  'how late', 'how early', 'mezzogiorno', 'noon', 'midday', 'what hour',
];
/** A time asked more loosely ("quando", "when"): enough only with a word that is the stay's end itself. */
const WHEN_ASKED = ['quando', 'entro quando', 'fino a quando', 'da quando', 'when', 'until when', 'till when', 'by when', 'ora', 'time'];
const ARRIVING = [
  'arrivare', 'arriviamo', 'arrivo', 'arriveremo', 'entrare', 'presentarci', 'we arrive', 'can arrive',
  'to arrive', 'we get there', 'get in', 'check in', 'arrival', 'turn up', 'show up',
];
const LEAVING = ['partire', 'ripartire', 'ripartiamo', 'partiamo', 'andare via', 'andiamo via', 'leave', 'leaving', 'go home'];
/** Words that are the stay's last day or the room given back: with any time word, the check-out. */
const STAY_END = [
  'partenza', 'lasciare la camera', 'lasciare la stanza', 'liberare la camera', 'liberare la stanza', 'libera la stanza',
  'libera la camera', 'tenere la camera', 'tenere la stanza', 'restare in camera', 'ultimo giorno', 'ultima mattina',
  'day we leave', 'morning we leave', 'departure', 'be out', 'get out of the room', 'check out', 'checkout', 'vacate',
  'keep the room', 'stay in the room', 'last day', 'final day', 'final morning', 'last morning', 'lasciata la camera',
  'lasciata la stanza', 'liberata', 'liberarla', 'uscire dalla camera', 'uscire dalla stanza', 'riconsegnare le chiavi',
  'consegnare le chiavi', 'hand back the keys', 'return the keys', 'leave the room', 'out of the room',
];
const NO_SHOW = [
  'don t show up', 'do not show up', 'not show up', 'never show up', 'don t turn up', 'do not turn up', 'never turn up',
  'not turn up', 'don t come', 'do not come', 'never come', 'non ci presentiamo', 'non ci presentassimo',
  'non presentarsi', 'non presentarci', 'non ci presento', 'non mi presento', 'non si presenta', 'mancata presentazione',
  'non veniamo', 'non venissimo', 'non arriviamo',
  // The no-show named as such ("in caso di no show", "noshow policy"), whatever else (the payment) is asked of it.
  'no show', 'noshow',
];

/** Other things that have a time ("a che ora si può venire alla mungitura", "what time is breakfast the day we
 * leave"): their own question, or their entry's. */
const OTHER_TIMED = [
  'colazione', 'breakfast', 'cena', 'dinner', 'pranzo', 'lunch', 'negozio', 'shop', 'mungitura', 'milking', 'visita',
  'visit', 'tour', 'degustazione', 'tasting', 'pacco', 'ordine', 'order', 'spedizione', 'corriere', 'courier', 'delivery',
];
/** The guest's journey ("the flight lands at 11pm", "atterriamo alle 17"): its time is context, so the stay's own time
 * counts only when asked in so many words (the room kept, the check-in, "fino a che ora si può arrivare"). */
const TRAVEL_TIMED = [
  'traghetto', 'ferry', 'volo', 'flight', 'aereo', 'plane', 'treno', 'train', 'bus', 'taxi', 'atterriamo', 'atterra',
  'atterraggio', 'land', 'lands', 'landing', 'sbarchiamo', 'noleggio',
];
/** The guest's own arriving, not a plane's or a parcel's ("what time does the flight get in"). */
const GUEST_ARRIVING = ['we get in', 'can we get in', 'could we get in', 'i get in', 'get into the room', 'get in the room', 'arrivare', 'entrare', 'arriviamo', 'arriveremo', 'presentarci', 'we arrive', 'can arrive', 'to arrive', 'we get there', 'check in', 'turn up', 'show up'];

/** Their words, for the vocabulary typos are corrected against (so "partenza" is never taken for another word). */
export const STAY_TIME_WORDS = [...HOUR_ASKED, ...WHEN_ASKED, ...ARRIVING, ...LEAVING, ...STAY_END, ...NO_SHOW].flatMap((p) => p.split(' '));

const any = (tokens: string[], list: string[]) => list.some((p) => hasPhrase(tokens, p));

/** A time asked against the usual one: "arrivare prima delle 3", "leave later than usual", "out by 10", "il check in
 * prima?". A bound word before an hour, a comparative of time, or "prima"/"dopo" right after the arriving itself. */
const BOUND_WORDS = new Set(['prima', 'dopo', 'entro', 'before', 'after', 'by']);
/** Before a day, "il"/"del" say a date ("dopo il 15"); "le"/"delle" an hour ("dopo le 15"). */
const HOUR_ARTICLES = new Set(['le', 'delle', 'alle', 'dalle', 'di']);
const MONTHS_AFTER = /^(?:gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic|jan|may|jun|jul|aug|sep|oct|dec)/;
const LATER_EARLIER = ['earlier', 'later', 'piu tardi', 'piu presto', 'in anticipo', 'than usual', 'del solito', 'early check in', 'late check out', 'anticipare', 'posticipare'];
const HOUR_TOKEN = /^(?:\d{1,2}(?:[:.]\d\d)?(?:am|pm)?|mezzogiorno|noon|midday|solito|usual)$/;
const EARLY_LATE_OF = new Set(['arrivare', 'entrare', 'checkin', 'arriviamo', 'arrivo', 'partire', 'uscire', 'check']);
/** "3 nights later", "due giorni prima": a span of days, no hour. */
const SPAN_UNITS = new Set(['night', 'nights', 'notte', 'notti', 'day', 'days', 'giorno', 'giorni', 'week', 'weeks', 'settimana', 'settimane']);
function hourBoundIn(tokens: string[]): boolean {
  if (tokens.some((t, i) => ['later', 'earlier', 'prima', 'dopo'].includes(t) && SPAN_UNITS.has(tokens[i - 1] ?? ''))) return false;
  if (any(tokens, LATER_EARLIER)) return true;
  return tokens.some((t, i) => {
    if (!BOUND_WORDS.has(t)) return false;
    // "prima delle 3", "by 10", "entro le 11", "before 3pm"; "check in prima", "arrivare prima". Not a day: "dopo il
    // 15", "before 10 august".
    const [a, b, c] = tokens.slice(i + 1, i + 4);
    const at = a && HOUR_TOKEN.test(a) ? 1 : a && HOUR_ARTICLES.has(a) && b && HOUR_TOKEN.test(b) ? 2 : 0;
    const dayAfter = (at === 1 ? b : c) ?? '';
    if (at && !MONTHS_AFTER.test(dayAfter) && (at === 2 || !['prima', 'dopo', 'entro'].includes(t))) return true;
    // "il check in si puo fare prima?": shortly after the arriving or the leaving itself.
    return (t === 'prima' || t === 'dopo') && tokens.slice(Math.max(0, i - 5), i).some((w) => EARLY_LATE_OF.has(w));
  });
}

/** The stay's own time firmly asked: an hour (asked, or bounded: "prima delle 3", "later than usual") with the guest's
 * arriving or the stay's end. Its date ("il 3 dicembre", "domani mattina") is when, no stay to look up. */
export function stayHourAskedIn(tokens: string[]): boolean {
  if (any(tokens, NO_SHOW) || any(tokens, OTHER_TIMED)) return false;
  // "we arrive tomorrow ca. 21 uhr, ok for check in?": an hour said with the check-in named asks it too.
  const hour = any(tokens, HOUR_ASKED) || hourBoundIn(tokens) || (clockHourSaidIn(tokens) && any(tokens, ['check in', 'checkin']));
  return hour && (any(tokens, GUEST_ARRIVING) || any(tokens, ['checkin', 'arrivo']) || any(tokens, LEAVING) || any(tokens, STAY_END));
}

/** The check-in named ("check in", "checkin") with an hour asked ("fino a che ora", "how late", "what time"). */
export const checkinTimeAskedIn = (tokens: string[]) => any(tokens, ['check in', 'checkin']) && any(tokens, HOUR_ASKED);

/** The stay's end said ("check out", "leaving", "la partenza") and no arriving: with a time asked, or alone in a
 * short follow-up ("and for leaving?"), the check-out is what is asked, not a thing done then ("leave the bags"). */
export const stayEndSaidIn = (tokens: string[]) =>
  (any(tokens, STAY_END) || any(tokens, LEAVING)) && !any(tokens, ARRIVING) && (tokens.length <= 5 || any(tokens, [...HOUR_ASKED, ...WHEN_ASKED]));

/** What the times of a stay add to the intents' scores: the check-in's, or the cancellation's for a no-show. */
export function stayTimeScores(tokens: string[]): { checkin?: number; cancellation?: number } {
  if (any(tokens, NO_SHOW)) return { cancellation: 5 };
  if (any(tokens, OTHER_TIMED)) return {};
  if (any(tokens, TRAVEL_TIMED)) {
    const stayAsked = (any(tokens, STAY_END) && any(tokens, [...HOUR_ASKED, ...WHEN_ASKED, 'till', 'until', 'fino'])) ||
      (any(tokens, HOUR_ASKED) && any(tokens, [...GUEST_ARRIVING, ...LEAVING])) ||
      (hourBoundIn(tokens) && any(tokens, [...GUEST_ARRIVING, ...LEAVING, ...STAY_END]));
    return stayAsked ? { checkin: 5 } : {};
  }
  const hour = any(tokens, HOUR_ASKED) || tokens.some((t) => /^\d{1,2}(?:[:.]\d\d)?(?:am|pm)$/.test(t));
  const asked = (hour || hourBoundIn(tokens)) && (any(tokens, ARRIVING) || any(tokens, LEAVING) || any(tokens, STAY_END));
  return asked || (any(tokens, WHEN_ASKED) && any(tokens, STAY_END)) ? { checkin: 5 } : {};
}
