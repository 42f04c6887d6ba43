// Which days the booking calendar offers, and why not: taken nights (bookings, holds, closures, from
// get_booked_ranges) and the rates' day rules (stay_day_rules: the minimum stay of an arrival, days closed to
// arrival or departure). Display only: quote_stay refuses the same stays on the server.
import type { IsoDay } from '@/domain/nights.ts';
import { isNightTaken, latestCheckOut, type BookedRange } from './availability.ts';

/** One room's restriction on one day, as `stay_day_rules` returns it (days without one are not listed). */
export interface DayRuleRow {
  roomId: string;
  day: IsoDay;
  minStay: number;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}

export type DayRules = ReadonlyMap<string, DayRuleRow>;

export type DayReason =
  | { kind: 'taken' }
  | { kind: 'closedToArrival' }
  | { kind: 'closedToDeparture' }
  /** Arrival: too few free nights before the next taken one; departure: too soon after the arrival. */
  | { kind: 'minStay'; nights: number }
  /** An arrival after which every possible departure day is closed to departures. */
  | { kind: 'noDeparture' }
  /** A departure after a taken night: the stay would cross it. */
  | { kind: 'beyondTaken' }
  /** No room chosen, and the rooms refuse the day for different reasons. */
  | { kind: 'noRoom' };

export interface StayDays {
  ranges: readonly BookedRange[];
  rules: DayRules;
  /** The chosen rooms: each must take the day. None chosen: one room taking it is enough. */
  selected: readonly string[];
  all: readonly string[];
}

export function indexDayRules(rows: readonly DayRuleRow[]): DayRules {
  return new Map(rows.map((r) => [`${r.roomId}|${r.day}`, r]));
}

// Plain UTC arithmetic on calendar days (no time zone, so no DST): the calendar asks this for every day it draws.
function plusDays(day: IsoDay, n: number): IsoDay {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}
const ruleOf = (d: StayDays, roomId: string, day: IsoDay) => d.rules.get(`${roomId}|${day}`);
const minStayOf = (d: StayDays, roomId: string, day: IsoDay) => Math.max(1, ruleOf(d, roomId, day)?.minStay ?? 1);
// How far an arrival looks for a day one may leave when no taken night bounds the stay (rules are per weekday, so a
// month without an open departure day is a rule that closes everything; the server refuses it anyway).
const SEARCH_DAYS = 31;

function roomArrival(d: StayDays, roomId: string, day: IsoDay): DayReason | null {
  if (isNightTaken(d.ranges, roomId, day)) return { kind: 'taken' };
  if (ruleOf(d, roomId, day)?.closedToArrival) return { kind: 'closedToArrival' };
  const nights = minStayOf(d, roomId, day);
  const earliest = plusDays(day, nights);
  const limit = latestCheckOut(d.ranges, [roomId], day);
  if (limit !== null && earliest > limit) return { kind: 'minStay', nights };
  const last = limit ?? plusDays(earliest, SEARCH_DAYS);
  for (let out = earliest; out <= last; out = plusDays(out, 1)) {
    if (!ruleOf(d, roomId, out)?.closedToDeparture) return null;
  }
  return { kind: 'noDeparture' };
}

function roomDeparture(d: StayDays, roomId: string, checkIn: IsoDay, day: IsoDay): DayReason | null {
  const limit = latestCheckOut(d.ranges, [roomId], checkIn);
  if (limit !== null && day > limit) return { kind: 'beyondTaken' };
  const nights = minStayOf(d, roomId, checkIn);
  if (day < plusDays(checkIn, nights)) return { kind: 'minStay', nights };
  if (ruleOf(d, roomId, day)?.closedToDeparture) return { kind: 'closedToDeparture' };
  return null;
}

/** The reason of the first chosen room that refuses (the longest minimum stay if several), or, with none chosen, the
 * rooms' common reason when every room refuses. */
function combine(d: StayDays, reasonOf: (roomId: string) => DayReason | null): DayReason | null {
  if (d.selected.length > 0) {
    const found = d.selected.map(reasonOf).filter((r): r is DayReason => r !== null);
    return found.reduce<DayReason | null>((a, b) => (a?.kind === 'minStay' && b.kind === 'minStay' && b.nights > a.nights ? b : (a ?? b)), null);
  }
  if (d.all.length === 0) return null;
  const found: DayReason[] = [];
  for (const id of d.all) {
    const r = reasonOf(id);
    if (!r) return null;
    found.push(r);
  }
  if (!found.every((r) => r.kind === found[0].kind)) return { kind: 'noRoom' };
  // Every room refuses for its minimum stay: the shortest is the one the guest can still hope to meet.
  return found.reduce((a, b) => (a.kind === 'minStay' && b.kind === 'minStay' && b.nights < a.nights ? b : a));
}

/** Why a stay may not start on `day`, or null when it may. */
export function arrivalReason(d: StayDays, day: IsoDay): DayReason | null {
  return combine(d, (roomId) => roomArrival(d, roomId, day));
}

/** Why a stay that starts on `checkIn` may not end on `day` (a day after it), or null when it may. */
export function departureReason(d: StayDays, checkIn: IsoDay, day: IsoDay): DayReason | null {
  return combine(d, (roomId) => roomDeparture(d, roomId, checkIn, day));
}
