import { describe, expect, it } from 'vitest';
import { isNightTaken, isRoomFree, latestCheckOut, type BookedRange } from './availability.ts';

const ranges: BookedRange[] = [
  { roomId: 'a', checkIn: '2025-07-10', checkOut: '2025-07-12' },
  { roomId: 'a', checkIn: '2025-07-20', checkOut: '2025-07-21' },
  { roomId: 'b', checkIn: '2025-07-11', checkOut: '2025-07-13' },
];

describe('availability from booked ranges', () => {
  it('takes the nights from check-in up to but not including check-out', () => {
    expect(isNightTaken(ranges, 'a', '2025-07-09')).toBe(false);
    expect(isNightTaken(ranges, 'a', '2025-07-10')).toBe(true);
    expect(isNightTaken(ranges, 'a', '2025-07-11')).toBe(true);
    expect(isNightTaken(ranges, 'a', '2025-07-12')).toBe(false);
    expect(isNightTaken(ranges, 'c', '2025-07-10')).toBe(false);
  });

  it('finds a room free only when no night overlaps', () => {
    expect(isRoomFree(ranges, 'a', '2025-07-08', '2025-07-10')).toBe(true); // leaves the day the other arrives
    expect(isRoomFree(ranges, 'a', '2025-07-12', '2025-07-14')).toBe(true); // arrives the day the other leaves
    expect(isRoomFree(ranges, 'a', '2025-07-09', '2025-07-11')).toBe(false);
    expect(isRoomFree(ranges, 'a', '2025-07-05', '2025-07-25')).toBe(false); // surrounds a stay
    expect(isRoomFree(ranges, 'b', '2025-07-10', '2025-07-11')).toBe(true);
  });

  it('limits check-out to the first taken night after check-in', () => {
    expect(latestCheckOut(ranges, ['a'], '2025-07-13')).toBe('2025-07-20');
    expect(latestCheckOut(ranges, ['a', 'b'], '2025-07-01')).toBe('2025-07-10');
    expect(latestCheckOut(ranges, ['a'], '2025-07-21')).toBeNull();
    expect(latestCheckOut(ranges, [], '2025-07-01')).toBeNull();
  });
});
