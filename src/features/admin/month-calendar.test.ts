import { expect, it } from 'vitest';
import { isoWeekday, monthDays, monthRange, monthWeeks, shiftMonth, stayOn, type CalendarStay } from './month-calendar.ts';

it('lists the days of a month, leap years included', () => {
  expect(monthDays(2028, 1)).toHaveLength(29);
  expect(monthDays(2026, 11).at(-1)).toBe('2026-12-31');
});

it('marks nights from check-in up to the day before check-out', () => {
  const stays: CalendarStay[] = [{ id: 'b', room_id: 'r1', check_in: '2026-05-10', check_out: '2026-05-12', label: 'TS-1' }];
  expect(stayOn(stays, 'r1', '2026-05-10')?.id).toBe('b');
  expect(stayOn(stays, 'r1', '2026-05-11')?.id).toBe('b');
  expect(stayOn(stays, 'r1', '2026-05-12')).toBeUndefined();
  expect(stayOn(stays, 'r2', '2026-05-10')).toBeUndefined();
});

it('moves across years', () => {
  expect(shiftMonth(2026, 11, 1)).toEqual({ year: 2027, month: 0 });
  expect(shiftMonth(2026, 0, -1)).toEqual({ year: 2025, month: 11 });
});

it('lays a month out in weeks starting on Monday (Italian) or Sunday (English)', () => {
  // 1 November 2026 is a Sunday.
  const days = monthDays(2026, 10);
  const monday = monthWeeks(days, 1);
  expect(monday[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
  expect(monday.at(-1)!.filter(Boolean).at(-1)).toBe('2026-11-30');
  expect(monday.every((w) => w.length === 7)).toBe(true);
  expect(monthWeeks(days, 0)[0][0]).toBe('2026-11-01');
  expect(isoWeekday('2026-11-01')).toBe(7);
  expect(isoWeekday('2026-11-02')).toBe(1);
});

it('gives a month as the half-open range of its nights', () => {
  expect(monthRange(2026, 11)).toEqual({ from: '2026-12-01', to: '2027-01-01' });
  expect(monthRange(2027, 1)).toEqual({ from: '2027-02-01', to: '2027-03-01' });
});
