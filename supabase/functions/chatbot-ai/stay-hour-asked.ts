// The check-in or check-out time asked with a day ("arrivo il 3 dicembre, posso entrare prima?", "tomorrow morning by
// when must we leave the room?"): the day says when the hour is needed, it asks for no free rooms.
import { stayHourAskedIn } from './stay-times.ts';
import type { Understanding } from './understand.ts';

/** The understanding without its stay's days when the stay's own hour is what is asked and no room is asked for. */
export function withStayHourAsked(u: Understanding): Understanding {
  const sc = (i: keyof Understanding['scores']) => u.scores[i] ?? 0;
  if (sc('checkin') < 3 || sc('availability') >= 2 || sc('book') >= 3 || u.guests !== null || !stayHourAskedIn(u.tokens)) return u;
  return { ...u, dates: null, datesWritten: false, days: null, nights: null, month: null, fromDay: null, untilDay: null };
}
