// iCal (RFC 5545) feed of a room's booked nights: all-day events from check-in to check-out (exclusive),
// carrying no guest data, so that other booking sites can block the same dates.
import ical, { escape, ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';

export interface Stay {
  check_in: string;
  check_out: string;
}

const day = (iso: string) => iso.slice(0, 10);

export function roomCalendar(room: { slug: string; name: string }, stays: Stay[], now: Date = new Date()): string {
  // The library escapes event text but writes the calendar's name as given.
  const calendar = ical({
    prodId: '//Tenuta//Camere//IT',
    scale: 'GREGORIAN',
    method: ICalCalendarMethod.PUBLISH,
    name: escape(room.name, false),
  });
  for (const s of stays) {
    calendar.createEvent({
      id: `${room.slug}-${day(s.check_in).replaceAll('-', '')}-${day(s.check_out).replaceAll('-', '')}@tenuta`,
      stamp: now,
      // Calendar days, not instants: a date string reads as UTC midnight and the library writes it back as that day.
      start: day(s.check_in),
      end: day(s.check_out),
      allDay: true,
      summary: `Occupata / Booked – ${room.name}`,
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  // Every content line ends with CRLF (RFC 5545 3.1), the last one too.
  return `${calendar.toString()}\r\n`;
}
