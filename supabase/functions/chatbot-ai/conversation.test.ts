// A correction of one slot of the stay said before, read against the frame: another month, another first day.
import { deepStrictEqual as assertEquals } from 'node:assert';
import { fromDate, sameDaysIn } from './conversation.ts';
import { fromDayIn } from './understand.ts';

Deno.test('a month alone after a stay moves the same days and nights to that month', () => {
  const stay = { checkIn: '2026-10-12', checkOut: '2026-10-15' };
  assertEquals(sameDaysIn('2026-09-01', stay, 11), { checkIn: '2026-11-12', checkOut: '2026-11-15' });
  // Already past this year: next year's.
  assertEquals(sameDaysIn('2026-09-01', stay, 3), { checkIn: '2027-03-12', checkOut: '2027-03-15' });
  assertEquals(sameDaysIn('2026-09-01', stay, 10), null);
  // The nights are kept across a month's end.
  assertEquals(sameDaysIn('2026-01-01', { checkIn: '2026-07-30', checkOut: '2026-08-02' }, 6), { checkIn: '2026-06-30', checkOut: '2026-07-03' });
});

Deno.test('a first day alone after a stay: within it keeps the last day, outside it keeps the nights', () => {
  const stay = { checkIn: '2026-08-05', checkOut: '2026-08-08' };
  assertEquals(fromDate(stay, 6), { checkIn: '2026-08-06', checkOut: '2026-08-08' });
  assertEquals(fromDate(stay, 10), { checkIn: '2026-08-10', checkOut: '2026-08-13' });
  assertEquals(fromDate(stay, 5), null);
  assertEquals(fromDate({ checkIn: '2026-02-10', checkOut: '2026-02-12' }, 30), null);
});

Deno.test('a day alone is read after on, from, dal, il; not before a month, a unit or a second day', () => {
  assertEquals(fromDayIn('actually we can only get there on the 6th'), 6);
  assertEquals(fromDayIn('arriviamo il 7 invece'), 7);
  assertEquals(fromDayIn('we come from the 21st'), 21);
  assertEquals(fromDayIn('dal 6 al 9'), null);
  assertEquals(fromDayIn('il 6 agosto'), null);
  assertEquals(fromDayIn('il 2 persone'), null);
  assertEquals(fromDayIn('on the 40th'), null);
  assertEquals(fromDayIn('un formaggio da 12 mesi'), null);
});
