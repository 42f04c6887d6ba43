import { describe, expect, it } from 'vitest';
import { stayIcs } from './stay-ics.ts';

describe('stayIcs', () => {
  const ics = stayIcs({
    reference: 'BK-2026-ABC123',
    checkIn: '2026-12-30',
    checkOut: '2027-01-02',
    title: 'Soggiorno BK-2026-ABC123',
    description: 'Check-in dalle 15:00',
    url: 'https://example.it/prenotazione?ref=BK-2026-ABC123',
  });

  it('is one all-day event from the arrival day through the departure day', () => {
    expect(ics).toMatch(/BEGIN:VCALENDAR[\s\S]*BEGIN:VEVENT[\s\S]*END:VEVENT[\s\S]*END:VCALENDAR/);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261230');
    expect(ics).toContain('DTEND;VALUE=DATE:20270103');
  });

  it('carries the reference, the text and the lookup link', () => {
    expect(ics).toContain('UID:BK-2026-ABC123@tenuta');
    expect(ics).toContain('SUMMARY:Soggiorno BK-2026-ABC123');
    expect(ics).toContain('DESCRIPTION:Check-in dalle 15:00');
    expect(ics).toMatch(/URL[^:]*:https:\/\/example\.it\/prenotazione\?ref=BK-2026-ABC123/);
  });
});
