import { deepStrictEqual as assertEquals, ok as assert } from 'node:assert';
import { roomCalendar } from './ical.ts';

const ROOM = { slug: 'mirto', name: 'Camera Mirto, vista sul mirto; con un nome lungo e accenti: è, à, ò, ù' };
const NOW = new Date('2026-11-22T11:33:33.456Z');

/** Content lines with folding undone (RFC 5545 3.1: CRLF followed by one space continues the line). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
const field = (ics: string, name: string) => unfold(ics).filter((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

Deno.test('each stay is an all-day event from check-in to check-out (exclusive), across both clock changes', () => {
  const ics = roomCalendar(ROOM, [
    { check_in: '2026-03-28', check_out: '2026-03-30' }, // spans the last Sunday of March
    { check_in: '2026-10-24', check_out: '2026-10-26' }, // spans the last Sunday of October
  ], NOW);
  assertEquals(field(ics, 'DTSTART'), ['DTSTART;VALUE=DATE:20260328', 'DTSTART;VALUE=DATE:20261024']);
  assertEquals(field(ics, 'DTEND'), ['DTEND;VALUE=DATE:20260330', 'DTEND;VALUE=DATE:20261026']);
  assertEquals(field(ics, 'UID'), ['UID:mirto-20260328-20260330@tenuta', 'UID:mirto-20261024-20261026@tenuta']);
  assertEquals(field(ics, 'DTSTAMP'), ['DTSTAMP:20261122T113333Z', 'DTSTAMP:20261122T113333Z']);
  assertEquals(field(ics, 'TRANSP'), ['TRANSP:OPAQUE', 'TRANSP:OPAQUE']);
});

Deno.test('a calendar is CRLF lines of at most 75 octets, and text is escaped once', () => {
  const ics = roomCalendar(ROOM, [{ check_in: '2026-08-10', check_out: '2026-08-12' }], NOW);
  assert(ics.startsWith('BEGIN:VCALENDAR\r\n'));
  assert(ics.endsWith('END:VCALENDAR\r\n'));
  assert(!/[^\r]\n/.test(ics), 'bare LF');
  const bytes = new TextEncoder();
  for (const line of ics.split('\r\n')) assert(bytes.encode(line).length <= 75, line);
  const name = 'Camera Mirto\\, vista sul mirto\\; con un nome lungo e accenti: è\\, à\\, ò\\, ù';
  assertEquals(field(ics, 'X-WR-CALNAME'), [`X-WR-CALNAME:${name}`]);
  assertEquals(field(ics, 'SUMMARY'), [`SUMMARY:Occupata / Booked – ${name}`]);
  assertEquals(field(ics, 'METHOD'), ['METHOD:PUBLISH']);
});

Deno.test('a room with no stays is an empty calendar', () => {
  const ics = roomCalendar(ROOM, [], NOW);
  assertEquals(field(ics, 'BEGIN'), ['BEGIN:VCALENDAR']);
  assertEquals(field(ics, 'VERSION'), ['VERSION:2.0']);
});
