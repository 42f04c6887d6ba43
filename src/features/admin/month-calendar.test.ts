import { expect, it } from 'vitest';
import { monthDays, shiftMonth, stayOn, type CalendarStay } from './month-calendar.ts';

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
