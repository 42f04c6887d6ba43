// A holiday period named for a stay ("il ponte del 2 giugno", "the easter long weekend", "le vacanze di natale"):
// the day said names the holiday, not the stay's one night. Which days are meant is asked, not guessed.
import { normalise } from './normalise.ts';
import type { StayDates } from './dates.ts';

/** Words of a holiday span: a bridge between a holiday and the weekend, a long weekend, the holidays of a feast. */
const HOLIDAY_SPAN = new RegExp(
  '\\b(?:ponte|ponti|long weekend|bank holiday|holiday weekend|festivita|feste|vacanze di (?:natale|pasqua)|' +
    '(?:christmas|easter) (?:holidays?|break|week)|settimana santa|pasquetta|ferragosto)\\b',
);

export const holidaySpanIn = (text: string) => HOLIDAY_SPAN.test(normalise(text));

/** The stay's dates, unless they are one night read from the day of a holiday span said without nights. */
export function unlessHolidaySpanDay(dates: StayDates | null, text: string, nights: number | null): StayDates | null {
  if (!dates || nights !== null || !holidaySpanIn(text)) return dates;
  const oneNight = Date.parse(dates.checkOut) - Date.parse(dates.checkIn) <= 86_400_000;
  return oneNight ? null : dates;
}
