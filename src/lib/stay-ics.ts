// The stay as an iCalendar file for the guest's own calendar: one all-day event from the arrival day through the
// departure day (so both appear), with the reference in the title and the lookup link. Loaded only when the guest
// asks for it (a dynamic import), so ical-generator never weighs on a first render.
import ical from 'ical-generator';

export interface StayEvent {
  reference: string;
  checkIn: string;
  checkOut: string;
  /** Already translated: the event's title and body, in the guest's language. */
  title: string;
  description: string;
  url: string;
  location?: string;
}

/** Days as `YYYY-MM-DD`; the day after the departure ends the event (iCalendar's end date is exclusive). */
function dayAfter(iso: string): Date {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

export function stayIcs(stay: StayEvent): string {
  const calendar = ical({ prodId: { company: 'tenuta', product: 'booking', language: 'IT' } });
  calendar.createEvent({
    id: `${stay.reference}@tenuta`,
    allDay: true,
    start: new Date(`${stay.checkIn}T00:00:00Z`),
    end: dayAfter(stay.checkOut),
    summary: stay.title,
    description: stay.description,
    url: stay.url,
    location: stay.location,
  });
  return calendar.toString();
}
