import { toCents } from '@/lib/money.ts';

// Display only: the database computes the booking total (create_booking) and that answer is the truth.

export interface PricedRoom {
  /** Euro per night as the database returns it (numeric(10,2), may arrive as number or string). */
  pricePerNight: number | string;
}

/** Total in integer cents: Σ over the selected rooms of nights × price per night. */
export function stayTotalCents(rooms: readonly PricedRoom[], nights: number): number {
  if (nights <= 0) return 0;
  return rooms.reduce((sum, r) => sum + nights * toCents(r.pricePerNight), 0);
}
