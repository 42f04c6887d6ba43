// "are you open over christmas?", "siete aperti a Pasquetta?": the opening asked on a holiday. The farm's hours are
// weekly and say nothing of holidays: they are given with the farm to ask for that day, never read as open or closed.
import type { Lang, Settings } from './types.ts';
import type { Understanding } from './understand.ts';

/** Holidays by name, in both languages (the message normalised: no accents, lower case). */
const HOLIDAY = new RegExp('\\b(?:christmas|xmas|boxing day|new year\\w*|easter|bank holidays?|public holidays?|holidays? season|' +
  'natale|natalizi\\w*|vigilia|santo stefano|capodanno|ultimo dell anno|epifania|befana|pasqua|pasquetta|ferragosto|' +
  'festivi|festivita|giorni di festa|le feste|ponte del|ognissanti|immacolata|25 aprile|1 maggio|primo maggio|2 giugno)\\b');

/** Whether the message names a holiday. */
export const holidayNamedIn = (normalised: string) => HOLIDAY.test(normalised);

/** The holidays' opening, which the hours do not give: the farm to ask, with its contacts. */
export function holidayOpeningSentence(s: Settings, lang: Lang): string {
  return lang === 'it'
    ? `Per l'apertura nei giorni festivi chiedi alla tenuta: scrivici a ${s.contact_email} o chiamaci al ${s.contact_phone}.`
    : `For opening on holidays, please ask the farm: write to ${s.contact_email} or call ${s.contact_phone}.`;
}

const ROOM_WORDS = ['camera', 'camere', 'stanza', 'room', 'rooms', 'notte', 'notti', 'night', 'nights', 'soggiorno', 'stay'];

/** The opening asked on a holiday named with its date ("il 15 agosto, ferragosto, siete aperti?"): the day is when the
 * guest would come to the shop, no stay to look up, unless rooms or nights are asked too. */
export function withoutStayOfHolidayOpening(u: Understanding, normalised: string): Understanding {
  if (!u.dates || (u.scores.hours ?? 0) < 3 || !holidayNamedIn(normalised) || u.rooms.length || ROOM_WORDS.some((w) => u.tokens.includes(w))) return u;
  const { rooms: _r, book: _b, availability: _a, ...scores } = u.scores;
  return { ...u, dates: null, datesWritten: false, days: null, nights: null, month: null, fromDay: null, untilDay: null, scores, intent: 'hours' };
}
