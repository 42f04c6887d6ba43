// Stay dates named in a visitor's message, in Italian or English: "dal 12 al 14 agosto", "12-14 aug",
// "12/08 - 14/08", "2025-08-12", "august 12 to 14", "domani per 2 notti", "next weekend".
// Pure: `today` is passed in (yyyy-mm-dd in the farm's time zone) so tests are deterministic.
import { tokenize, tokenMatches } from './normalise.ts';

export interface StayDates {
  checkIn: string; // yyyy-MM-dd
  checkOut: string;
}

const MONTHS: Array<[number, string[]]> = [
  [1, ['gennaio', 'january', 'gen', 'jan']],
  [2, ['febbraio', 'february', 'feb']],
  [3, ['marzo', 'march', 'mar']],
  [4, ['aprile', 'april', 'apr']],
  [5, ['maggio', 'may', 'mag']],
  [6, ['giugno', 'june', 'giu', 'jun']],
  [7, ['luglio', 'july', 'lug', 'jul']],
  [8, ['agosto', 'august', 'ago', 'aug']],
  [9, ['settembre', 'september', 'set', 'sep', 'sept']],
  [10, ['ottobre', 'october', 'ott', 'oct']],
  [11, ['novembre', 'november', 'nov']],
  [12, ['dicembre', 'december', 'dic', 'dec']],
];

/** Month and weekday names, for the vocabulary that typos are corrected against. */
export const DATE_WORDS: string[] = [
  ...MONTHS.flatMap(([, names]) => names.filter((n) => n.length > 4)),
  'lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'domenica',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'notte', 'notti', 'night', 'nights',
];

function monthOf(token: string): number | null {
  for (const [m, names] of MONTHS) {
    for (const name of names) {
      // Abbreviations only exactly; full names survive a typo ("agosot", "setembre").
      if (name.length <= 4 ? token === name : tokenMatches(token, name)) return m;
    }
  }
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const parseIso = (s: string) => new Date(`${s}T00:00:00Z`);

export function addDays(day: string, n: number): string {
  const d = parseIso(day);
  d.setUTCDate(d.getUTCDate() + n);
  return iso(d);
}

function valid(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 ? iso(date) : null;
}

/** A day and month without a year: this year, or next year when it has already passed. */
function upcoming(today: string, m: number, d: number, y?: number): string | null {
  if (y !== undefined) return valid(y < 100 ? 2000 + y : y, m, d);
  const year = Number(today.slice(0, 4));
  const thisYear = valid(year, m, d);
  if (thisYear && thisYear >= today) return thisYear;
  return valid(year + 1, m, d);
}

interface Found {
  day: string;
  index: number; // token position, to keep the order of mention
}

const CONNECTORS = new Set(['al', 'a', 'e', 'to', 'and', 'till', 'until', 'fino', 'through', 'thru', '-', 'of', 'del', 'di']);
const NIGHTS = ['notte', 'notti', 'night', 'nights', 'nts'];
export const NUMBER_WORDS: Record<string, number> = {
  una: 1, un: 1, one: 1, a: 1, due: 2, two: 2, tre: 3, three: 3, quattro: 4, four: 4, cinque: 5, five: 5,
  sei: 6, six: 6, sette: 7, seven: 7, otto: 8, eight: 8, nove: 9, nine: 9, dieci: 10, ten: 10,
};

/** "per 3 notti", "two nights": the number of nights named, if any. */
export function nightsIn(tokens: string[]): number | null {
  for (let i = 1; i < tokens.length; i++) {
    if (!NIGHTS.some((n) => tokenMatches(tokens[i], n))) continue;
    const prev = tokens[i - 1];
    const n = /^\d+$/.test(prev) ? Number(prev) : NUMBER_WORDS[prev];
    if (n && n > 0 && n <= 30) return n;
  }
  return null;
}

/** Weekday of a yyyy-MM-dd (0 = Sunday). */
const weekday = (day: string) => parseIso(day).getUTCDay();

function weekend(today: string, next: boolean): StayDates {
  // Friday to Sunday. Said from Monday to Thursday: the coming one. Said on Friday or Saturday: this one
  // from today, unless "next". Said on Sunday: the coming one.
  const wd = weekday(today);
  const sunday = (from: string) => addDays(from, (7 - weekday(from)) % 7);
  if ((wd === 5 || wd === 6) && !next) return { checkIn: today, checkOut: sunday(today) };
  const friday = addDays(today, (5 - wd + 7) % 7 || 7);
  return { checkIn: friday, checkOut: addDays(friday, 2) };
}

const WEEKDAYS: Array<[number, string[]]> = [
  [0, ['domenica', 'sunday']], [1, ['lunedi', 'monday']], [2, ['martedi', 'tuesday']], [3, ['mercoledi', 'wednesday']],
  [4, ['giovedi', 'thursday']], [5, ['venerdi', 'friday']], [6, ['sabato', 'saturday']],
];
// A weekday starts a stay only after a word that says so ("da venerdì", "from next friday", "sabato prossimo"): in
// "siete aperti la domenica" it is a question about opening hours.
const WEEKDAY_CUES = new Set([
  'da', 'dal', 'from', 'next', 'prossimo', 'prossima', 'this', 'questo', 'questa', 'arriving', 'arrivo', 'arriviamo',
  'arrivare', 'venire', 'veniamo', 'arrive', 'coming', 'come',
]);

/** Weekdays in short, taken only exactly ("fri to sun", "da ven a dom"); "mar" is March and "sun" the sun unless a
 * stay cue or a second weekday makes them days. */
const WEEKDAY_SHORT: Record<string, number> = {
  sun: 0, mon: 1, tue: 2, tues: 2, wed: 3, thu: 4, thur: 4, thurs: 4, fri: 5, sat: 6, dom: 0, lun: 1, mer: 3, gio: 4, ven: 5, sab: 6,
};
const weekdayOf = (t: string | undefined) =>
  t === undefined ? undefined : WEEKDAY_SHORT[t] ?? WEEKDAYS.find(([, names]) => names.some((n) => tokenMatches(t, n)))?.[0];
// A second weekday after "a"/"to", or after a word of leaving ("venire sabato e ripartire martedì"), ends the stay.
const UNTIL = new Set([
  'a', 'al', 'alla', 'to', 'till', 'until', 'fino', 'through', 'thru', '-', 'ripartire', 'ripartiamo', 'ripartendo',
  'partire', 'partiamo', 'partendo', 'rientro', 'rientrare', 'leave', 'leaving', 'back', 'departing', 'out',
]);
// Any form of leaving or going home ("riparto", "partono", "depart", "heading home", "torniamo a casa"): it may stand
// a few words before the weekday it ends the stay on.
const LEAVING = /^(?:ri)?part(?:o|e|i|ire|iamo|ite|ono|endo|enza)$|^(?:rientr|torn)(?:o|a|iamo|ano|are)$|^(?:leav|depart|head)(?:e|es|s|ing|ed)?$|^home$/;
const leaves = (t: string) => LEAVING.test(t);
const AND = new Set(['e', 'and', '&']);
// "una doppia libera lunedì?", "anything available on saturday": a weekday asked free is a stay's first day too.
const FREE_CUES = new Set(['libera', 'libero', 'libere', 'liberi', 'disponibile', 'disponibili', 'free', 'available', 'vacancy', 'vacancies']);
const isNight = (t: string | undefined) => t !== undefined && NIGHTS.some((n) => tokenMatches(t, n));

/** "da venerdì prossimo", "from next friday", "da venerdì a domenica", "venerdì e sabato notte", "friday and
 * saturday nights": the stay from the coming such weekday, after today, to the weekday said as its end (the day after
 * the last night named), else for the nights said (one by default). */
function weekdayStay(tokens: string[], today: string, nights: number | null): StayDates | null {
  for (let i = 0; i < tokens.length; i++) {
    const wd = weekdayOf(tokens[i]);
    if (wd === undefined) continue;
    // A second weekday after "a"/"to" ends the stay; after "e"/"and", with a night word, is its last night.
    let j = i + 1;
    while (j < tokens.length && j <= i + 5 && weekdayOf(tokens[j]) === undefined) j++;
    const between = tokens.slice(i + 1, j);
    const near = j <= i + 3;
    const end = j < tokens.length && (near || between.some(leaves)) ? weekdayOf(tokens[j]) : undefined;
    const untilEnd = end !== undefined && between.some((t) => (near && UNTIL.has(t)) || leaves(t));
    const lastNight = end !== undefined && between.some((t) => AND.has(t)) && isNight(tokens[j + 1] ?? tokens[j + 2]);
    const cued = [tokens[i - 1], tokens[i - 2], tokens[i + 1]].some((t) => t !== undefined && WEEKDAY_CUES.has(t)) ||
      isNight(tokens[i + 1]) || untilEnd || lastNight ||
      // A full weekday beside the stay's nights ("sabato? 3 notti") or asked free is where the stay starts.
      (!(tokens[i] in WEEKDAY_SHORT) && (nights !== null || tokens.slice(Math.max(0, i - 3), i).some((t) => FREE_CUES.has(t))));
    // A weekday in short starts a stay only as the first of two ("fri to sun"): "from the sun" is no Sunday.
    if (!cued || (tokens[i] in WEEKDAY_SHORT && !untilEnd && !lastNight)) continue;
    const checkIn = addDays(today, (wd - weekday(today) + 7) % 7 || 7);
    if (untilEnd || lastNight) {
      const gap = (end! - wd + 7) % 7 || 7;
      return { checkIn, checkOut: addDays(checkIn, lastNight ? gap + 1 : gap) };
    }
    return { checkIn, checkOut: addDays(checkIn, nights ?? 1) };
  }
  return null;
}

/** The dates of the stay named in a message, or null when it names none. */
export function parseStayDates(text: string, today: string): StayDates | null {
  const tokens = tokenize(text);
  const found: Found[] = [];
  const nights = nightsIn(tokens);

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    let m: RegExpMatchArray | null;
    if ((m = t.match(/^(\d{4})-(\d{1,2})-(\d{1,2})$/))) {
      const d = valid(Number(m[1]), Number(m[2]), Number(m[3]));
      if (d) found.push({ day: d, index: i });
    } else if ((m = t.match(/^(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2,4}))?$/))) {
      // Day first, as in Italy and most of Europe.
      const d = upcoming(today, Number(m[2]), Number(m[1]), m[3] ? Number(m[3]) : undefined);
      if (d) found.push({ day: d, index: i });
    } else if ((m = t.match(/^(\d{1,2})-(\d{1,2})$/))) {
      // "12-14" followed by a month: a range in one token.
      const month = i + 1 < tokens.length ? monthOf(tokens[i + 1]) : null;
      if (month) {
        const a = upcoming(today, month, Number(m[1]));
        const b = a ? valid(Number(a.slice(0, 4)), month, Number(m[2])) : null;
        if (a && b) found.push({ day: a, index: i }, { day: b, index: i });
      }
    } else if (/^\d{1,2}(st|nd|rd|th)?$/.test(t)) {
      const day = parseInt(t, 10);
      // "12 agosto", "12 al 14 agosto" (the month may come after the second number), "august 12".
      let month: number | null = null;
      for (let k = i + 1; k < Math.min(tokens.length, i + 5) && month === null; k++) {
        month = monthOf(tokens[k]);
        if (month === null && !CONNECTORS.has(tokens[k]) && !/^\d{1,2}(st|nd|rd|th)?$/.test(tokens[k])) break;
      }
      if (month === null && i > 0) month = monthOf(tokens[i - 1]);
      // "august 12 to 14": the second number takes the month of the first.
      const prev = found[found.length - 1];
      if (month === null && prev && i - prev.index <= 3) month = Number(prev.day.slice(5, 7));
      if (month !== null && !(i + 1 < tokens.length && NIGHTS.includes(tokens[i + 1]))) {
        const d = upcoming(today, month, day);
        if (d) found.push({ day: d, index: i });
      }
    }
  }

  if (found.length === 0) {
    const has = (...words: string[]) => words.some((w) => tokens.includes(w));
    // "fri-sun", "venerdì-domenica": two weekdays joined by a dash are a range.
    const dashed = tokens.flatMap((t) => {
      const [a, b, ...rest] = t.split('-');
      return !rest.length && weekdayOf(a) !== undefined && weekdayOf(b) !== undefined ? [a, '-', b] : [t];
    });
    const fromWeekday = weekdayStay(dashed, today, nights);
    if (fromWeekday) return fromWeekday;
    const next = has('prossimo', 'next', 'prox');
    if (has('weekend', 'week-end', 'finesettimana') || text.toLowerCase().includes('fine settimana')) {
      const w = weekend(today, next);
      return nights ? { checkIn: w.checkIn, checkOut: addDays(w.checkIn, nights) } : w;
    }
    let start: string | null = null;
    if (has('stasera', 'stanotte', 'tonight', 'oggi', 'today')) start = today;
    else if (has('dopodomani')) start = addDays(today, 2);
    else if (has('domani', 'tomorrow')) start = addDays(today, 1);
    if (start) return { checkIn: start, checkOut: addDays(start, nights ?? 1) };
    return null;
  }

  found.sort((a, b) => a.index - b.index);
  const checkIn = found[0].day;
  let checkOut = found.length > 1 ? found[1].day : addDays(checkIn, nights ?? 1);
  // "dal 30 dicembre al 2 gennaio": the second day rolls into the next year.
  if (checkOut <= checkIn && found.length > 1) {
    checkOut = `${Number(checkOut.slice(0, 4)) + 1}${checkOut.slice(4)}`;
  }
  return { checkIn, checkOut };
}

/** A month named without a day ("ad agosto", "in august"), for dates given later as days only. */
export function monthIn(text: string): number | null {
  for (const t of tokenize(text)) {
    const m = monthOf(t);
    if (m !== null) return m;
  }
  return null;
}

/** "dal 10 al 12", "from 10 to 12", "10-12": a range of days without their month, or null. */
export function dayRange(text: string): [number, number] | null {
  const m = tokenize(text).join(' ').match(/\b(?:dal|from|tra il|between)?\s*(\d{1,2})(?:\s+(?:al|to|till|until|e|and)\s+|-)(\d{1,2})\b/);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** A day of a month, this year or next (when it has passed). */
export const dayIn = (today: string, month: number, day: number): string | null => upcoming(today, month, day);

/** The stay from a range of days in a month said earlier in the conversation. */
export function inMonth(today: string, month: number, [from, to]: [number, number]): StayDates | null {
  const checkIn = upcoming(today, month, from);
  if (!checkIn) return null;
  let checkOut = valid(Number(checkIn.slice(0, 4)), month, to);
  if (checkOut && checkOut <= checkIn) checkOut = null;
  return checkOut ? { checkIn, checkOut } : null;
}
