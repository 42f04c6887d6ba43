import { describe, expect, it } from 'vitest';
import type { CalendarStay } from './month-calendar.ts';
import { shiftWeek, weekDays, weekSegments } from './week-calendar.ts';

describe('weekDays', () => {
  it.each([
    ['2026-11-26', 1, '2026-11-23', '2026-11-29'], // a Thursday, Italian week from Monday
    ['2026-11-23', 1, '2026-11-23', '2026-11-29'],
    ['2026-11-29', 1, '2026-11-23', '2026-11-29'], // Sunday ends the Italian week
    ['2026-11-29', 0, '2026-11-29', '2026-12-05'], // and starts the English one
    ['2026-12-31', 1, '2026-12-28', '2027-01-03'], // across the year
    ['2026-03-29', 1, '2026-03-23', '2026-03-29'], // summer time changes nothing
  ] as const)('the week of %s (starting %i) runs %s to %s', (day, startsOn, first, last) => {
    const days = weekDays(day, startsOn);
    expect(days).toHaveLength(7);
    expect([days[0], days[6]]).toEqual([first, last]);
  });
  it('moves by whole weeks', () => {
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
    expect(shiftWeek('2026-11-02', -1)).toBe('2026-10-26');
  });
});

describe('weekSegments', () => {
  const days = weekDays('2026-11-23', 1); // 23..29 November
  const stay = (id: string, check_in: string, check_out: string, room_id = 'r1'): CalendarStay => ({ id, room_id, check_in, check_out, label: id });
  it('draws each stay once over its nights, clipped at the week edges', () => {
    const stays = [stay('inside', '2026-11-24', '2026-11-26'), stay('before', '2026-11-20', '2026-11-24'), stay('after', '2026-11-28', '2026-12-03'), stay('other', '2026-11-24', '2026-11-25', 'r2')];
    expect(weekSegments(stays, 'r1', days).map((s) => [s.stay.id, s.start, s.span])).toEqual([
      ['before', 0, 1],
      ['inside', 1, 2],
      ['after', 5, 2],
    ]);
  });
  it('leaves out a stay that leaves on the first day or arrives after the last night', () => {
    expect(weekSegments([stay('gone', '2026-11-20', '2026-11-23'), stay('later', '2026-11-30', '2026-12-01')], 'r1', days)).toEqual([]);
  });
  it('covers the whole week for a stay that spans it', () => {
    expect(weekSegments([stay('long', '2026-11-01', '2026-12-15')], 'r1', days).map((s) => [s.start, s.span])).toEqual([[0, 7]]);
  });
});
