// Who stays in each room of a booking, as the booking stored it (bookings.quote: the quote it was booked from).
// Bookings from before the party existed have no quote: their rooms' guest counts stand for adults.

export interface RoomParty {
  room: string;
  adults: number;
  childAges: number[];
  cots: number;
  extraBeds: number;
}

interface StoredRoom {
  name?: unknown;
  guests?: unknown;
  child_ages?: unknown;
  cots?: unknown;
  extra_beds?: unknown;
}

const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);

/** The party per room from the stored quote; null when the booking has none. */
export function bookingParty(quote: unknown): RoomParty[] | null {
  const rooms = (quote as { rooms?: unknown } | null)?.rooms;
  if (!Array.isArray(rooms)) return null;
  return (rooms as StoredRoom[]).map((r) => {
    const childAges = Array.isArray(r.child_ages) ? r.child_ages.filter((a): a is number => typeof a === 'number') : [];
    return {
      room: typeof r.name === 'string' ? r.name : '',
      adults: Math.max(0, count(r.guests) - childAges.length),
      childAges,
      cots: count(r.cots),
      extraBeds: count(r.extra_beds),
    };
  });
}
