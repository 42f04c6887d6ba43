import { describe, expect, it } from 'vitest';
import type { BookedRange } from './availability.ts';
import { arrivalReason, departureReason, indexDayRules, type DayRuleRow, type StayDays } from './day-rules.ts';

// Two rooms, a week in July 2027: 'a' has a 3-night minimum from the 10th to the 14th, no arrivals on the 12th, no
// departures on the 16th, and a stay from the 15th to the 17th; 'b' is free and has no rule.
const rows: DayRuleRow[] = [
  { roomId: 'a', day: '2027-07-10', minStay: 3, closedToArrival: false, closedToDeparture: false },
  { roomId: 'a', day: '2027-07-11', minStay: 3, closedToArrival: false, closedToDeparture: false },
  { roomId: 'a', day: '2027-07-12', minStay: 3, closedToArrival: true, closedToDeparture: false },
  { roomId: 'a', day: '2027-07-13', minStay: 3, closedToArrival: false, closedToDeparture: false },
  { roomId: 'a', day: '2027-07-14', minStay: 3, closedToArrival: false, closedToDeparture: false },
  { roomId: 'a', day: '2027-07-16', minStay: 1, closedToArrival: false, closedToDeparture: true },
];
const ranges: BookedRange[] = [{ roomId: 'a', checkIn: '2027-07-15', checkOut: '2027-07-17' }];
const days = (selected: string[], more: Partial<StayDays> = {}): StayDays => ({
  ranges,
  rules: indexDayRules(rows),
  selected,
  all: ['a', 'b'],
  ...more,
});

describe('which arrival days the calendar offers, and why not', () => {
  it.each([
    ['2027-07-09', null], // no rule: one night is enough
    ['2027-07-10', null], // three nights up to the 13th... and the 13th is a day one may leave
    ['2027-07-11', null], // leaves on the 14th, before the taken night of the 15th
    ['2027-07-12', { kind: 'closedToArrival' }],
    ['2027-07-13', { kind: 'minStay', nights: 3 }], // only two free nights before the stay of the 15th
    ['2027-07-14', { kind: 'minStay', nights: 3 }],
    ['2027-07-15', { kind: 'taken' }],
    ['2027-07-17', null],
  ] as const)('in a chosen room, arriving on %s: %o', (day, reason) => {
    expect(arrivalReason(days(['a']), day)).toEqual(reason);
  });

  it('with no room chosen, refuses a day only when every room refuses it', () => {
    expect(arrivalReason(days([]), '2027-07-12')).toBeNull(); // 'b' takes arrivals that day
    expect(arrivalReason(days([], { all: ['a'] }), '2027-07-12')).toEqual({ kind: 'closedToArrival' });
  });

  it('with several rooms chosen, refuses a day that one of them refuses', () => {
    expect(arrivalReason(days(['b', 'a']), '2027-07-13')).toEqual({ kind: 'minStay', nights: 3 });
  });

  it('names no single reason when the rooms refuse a day for different ones', () => {
    const b: DayRuleRow = { roomId: 'b', day: '2027-07-15', minStay: 1, closedToArrival: true, closedToDeparture: false };
    expect(arrivalReason(days([], { rules: indexDayRules([...rows, b]) }), '2027-07-15')).toEqual({ kind: 'noRoom' });
  });

  it('refuses an arrival whose every possible departure day is closed to departures', () => {
    const closed = ['2027-07-20', '2027-07-21'].map((day) => ({ roomId: 'b', day, minStay: 1, closedToArrival: false, closedToDeparture: true }));
    const blocked: BookedRange[] = [...ranges, { roomId: 'b', checkIn: '2027-07-21', checkOut: '2027-07-25' }];
    const b = days(['b'], { ranges: blocked, rules: indexDayRules(closed) });
    expect(arrivalReason(b, '2027-07-18')).toBeNull(); // leaves on the 19th
    expect(arrivalReason(b, '2027-07-19')).toEqual({ kind: 'noDeparture' }); // the 20th and the 21st are closed
    expect(arrivalReason(b, '2027-07-20')).toEqual({ kind: 'noDeparture' });
  });

  it('knows nothing while the rooms have not loaded', () => {
    expect(arrivalReason(days([], { all: [] }), '2027-07-15')).toBeNull();
  });
});

describe('which departure days the calendar offers after an arrival, and why not', () => {
  it.each([
    ['2027-07-11', { kind: 'minStay', nights: 3 }], // counted from the chosen arrival, the 10th
    ['2027-07-12', { kind: 'minStay', nights: 3 }],
    ['2027-07-13', null],
    ['2027-07-15', null], // leaves the morning the next guest arrives
    ['2027-07-16', { kind: 'beyondTaken' }],
  ] as const)('in a chosen room, arriving on the 10th and leaving on %s: %o', (day, reason) => {
    expect(departureReason(days(['a']), '2027-07-10', day)).toEqual(reason);
  });

  it('refuses a departure day closed to departures', () => {
    expect(departureReason(days(['a'], { ranges: [] }), '2027-07-13', '2027-07-16')).toEqual({ kind: 'closedToDeparture' });
    expect(departureReason(days(['a'], { ranges: [] }), '2027-07-13', '2027-07-17')).toBeNull();
  });

  it('with no room chosen, refuses a departure only when every room refuses it', () => {
    expect(departureReason(days([]), '2027-07-10', '2027-07-11')).toBeNull(); // 'b' has no minimum
    expect(departureReason(days([], { all: ['a'] }), '2027-07-10', '2027-07-11')).toEqual({ kind: 'minStay', nights: 3 });
  });

  it('names the longest minimum stay of the chosen rooms', () => {
    const b: DayRuleRow = { roomId: 'b', day: '2027-07-10', minStay: 2, closedToArrival: false, closedToDeparture: false };
    expect(departureReason(days(['b', 'a'], { rules: indexDayRules([...rows, b]) }), '2027-07-10', '2027-07-11')).toEqual({ kind: 'minStay', nights: 3 });
  });

  it('counts the minimum stay in calendar days across the clock change', () => {
    const spring: DayRuleRow = { roomId: 'a', day: '2027-03-27', minStay: 2, closedToArrival: false, closedToDeparture: false };
    const d = days(['a'], { ranges: [], rules: indexDayRules([spring]) });
    expect(departureReason(d, '2027-03-27', '2027-03-28')).toEqual({ kind: 'minStay', nights: 2 });
    expect(departureReason(d, '2027-03-27', '2027-03-29')).toBeNull();
  });
});
