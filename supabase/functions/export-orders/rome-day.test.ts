import { deepStrictEqual as assertEquals, throws as assertThrows } from 'node:assert';
import { romeDayEnd, romeDayStart } from './rome-day.ts';

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

Deno.test('the last Sunday of March lasts 23 hours and the last Sunday of October 25, in any year', () => {
  const hours = (day: string, next: string) => {
    assertEquals(romeDayEnd(day), romeDayStart(next), day);
    return (Date.parse(romeDayEnd(day)) - Date.parse(romeDayStart(day))) / 3_600_000;
  };
  // Last Sundays: 2026-03-29 / 2026-10-25, 2027-03-28 / 2027-10-31, 2028-03-26 / 2028-10-29.
  for (const [day, next] of [['2026-03-29', '2026-03-30'], ['2027-03-28', '2027-03-29'], ['2028-03-26', '2028-03-27']]) {
    assertEquals(hours(day, next), 23, day);
  }
  for (const [day, next] of [['2026-10-25', '2026-10-26'], ['2027-10-31', '2027-11-01'], ['2028-10-29', '2028-10-30']]) {
    assertEquals(hours(day, next), 25, day);
  }
  // The Saturday before each change is an ordinary day.
  assertEquals(hours('2027-03-27', '2027-03-28'), 24);
  assertEquals(hours('2027-10-30', '2027-10-31'), 24);
});

Deno.test('a day the calendar lacks is refused, not rolled over', () => {
  for (const day of ['2026-02-29', '2026-13-01', '2026-04-31', '2026-00-10']) {
    assertThrows(() => romeDayStart(day), RangeError, day);
    assertThrows(() => romeDayEnd(day), RangeError, day);
  }
  assertEquals(romeDayStart('2028-02-29'), '2028-02-28T23:00:00.000Z');
  assertEquals(romeDayEnd('2028-02-29'), '2028-02-29T23:00:00.000Z');
  assertEquals(romeDayEnd('2026-12-31'), '2026-12-31T23:00:00.000Z');
});
