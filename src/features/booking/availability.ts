import type { IsoDay } from '@/domain/nights.ts';

/** A stay that is not cancelled, as `get_booked_ranges` returns it: nights from checkIn up to (not incl.) checkOut. */
export interface BookedRange {
  roomId: string;
  checkIn: IsoDay;
  checkOut: IsoDay;
}

// ISO days compare correctly as strings, so no Date objects (and no time zones) are needed here.

/** Whether the night starting on `day` is taken in `roomId`. */
export function isNightTaken(ranges: readonly BookedRange[], roomId: string, day: IsoDay): boolean {
  return ranges.some((r) => r.roomId === roomId && r.checkIn <= day && day < r.checkOut);
}

/** Whether the room is free for every night of [checkIn, checkOut). */
export function isRoomFree(
  ranges: readonly BookedRange[],
  roomId: string,
  checkIn: IsoDay,
  checkOut: IsoDay,
): boolean {
  return !ranges.some((r) => r.roomId === roomId && r.checkIn < checkOut && checkIn < r.checkOut);
}

/**
 * The latest possible check-out for the selected rooms: the first taken night after check-in
 * (a guest may leave on the morning another arrives). Null when nothing limits it.
 */
export function latestCheckOut(
  ranges: readonly BookedRange[],
  selectedRoomIds: readonly string[],
  checkIn: IsoDay,
): IsoDay | null {
  let latest: IsoDay | null = null;
  for (const r of ranges) {
    if (!selectedRoomIds.includes(r.roomId) || r.checkIn <= checkIn) continue;
    if (latest === null || r.checkIn < latest) latest = r.checkIn;
  }
  return latest;
}
