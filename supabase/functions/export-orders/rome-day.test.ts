import { deepStrictEqual as assertEquals } from 'node:assert';
import { romeDayStart } from './rome-day.ts';

Deno.test('a Rome day starts at 23:00Z in winter and 22:00Z in summer time', () => {
  const cases: Array<[string, string]> = [
    ['2026-01-15', '2026-01-14T23:00:00.000Z'],
    ['2026-03-29', '2026-03-28T23:00:00.000Z'], // clocks go forward at 02:00 that day
    ['2026-03-30', '2026-03-29T22:00:00.000Z'],
    ['2026-07-01', '2026-06-30T22:00:00.000Z'],
    ['2026-10-25', '2026-10-24T22:00:00.000Z'], // clocks go back at 03:00 that day
    ['2026-10-26', '2026-10-25T23:00:00.000Z'],
    ['2026-12-31', '2026-12-30T23:00:00.000Z'],
  ];
  for (const [day, start] of cases) assertEquals(romeDayStart(day), start, day);
});
