import { describe, expect, it } from 'vitest';
import { announcedMark, formatCountdown, holdUntil, secondsLeft } from './hold-countdown.ts';

describe('secondsLeft', () => {
  const exp = '2027-08-10T07:41:00.000Z';
  const at = (iso: string) => Date.parse(iso);
  it.each([
    ['2027-08-10T07:31:00.000Z', 600],
    ['2027-08-10T07:40:59.001Z', 1],
    ['2027-08-10T07:41:00.000Z', 0],
    ['2027-08-10T07:45:00.000Z', 0],
  ])('at %s leaves %i seconds', (now, left) => {
    expect(secondsLeft(exp, at(now))).toBe(left);
  });
  it('treats an unreadable time as lapsed', () => {
    expect(secondsLeft('nonsense', 0)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it.each([
    [600, '10:00'],
    [125, '2:05'],
    [59, '0:59'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('%i seconds read %s', (s, text) => {
    expect(formatCountdown(s)).toBe(text);
  });
});

describe('holdUntil', () => {
  it('shows the farm clock in summer and winter, in both languages', () => {
    expect(holdUntil('2027-08-10T07:41:00Z', 'it')).toBe('09:41');
    expect(holdUntil('2027-08-10T07:41:00Z', 'en')).toBe('09:41');
    expect(holdUntil('2027-01-10T08:41:00Z', 'it')).toBe('09:41');
    expect(holdUntil('2027-01-10T23:05:00Z', 'en')).toBe('00:05');
  });
});

describe('announcedMark', () => {
  it.each([
    [600, null],
    [301, null],
    [300, 300],
    [121, 300],
    [120, 120],
    [61, 120],
    [60, 60],
    [30, 30],
    [1, 30],
    [0, null],
  ])('%i seconds left announce the %s mark', (s, mark) => {
    expect(announcedMark(s)).toBe(mark);
  });
});
