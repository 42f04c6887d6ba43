// iCal (RFC 5545) feed of a room's booked nights: all-day events from check-in to check-out (exclusive),
// carrying no guest data, so that other booking sites can block the same dates.
export interface Stay {
  check_in: string;
  check_out: string;
}

const day = (iso: string) => iso.slice(0, 10).replaceAll('-', '');

/** Escapes TEXT values (RFC 5545 3.3.11). */
export const icalText = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** Folds lines longer than 75 octets (RFC 5545 3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = new TextEncoder().encode(ch).length;
    if (size + n > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function roomCalendar(room: { slug: string; name: string }, stays: Stay[], now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tenuta//Camere//IT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icalText(room.name)}`,
  ];
  for (const s of stays) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${room.slug}-${day(s.check_in)}-${day(s.check_out)}@tenuta`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${day(s.check_in)}`,
      `DTEND;VALUE=DATE:${day(s.check_out)}`,
      `SUMMARY:${icalText(`Occupata / Booked – ${room.name}`)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
