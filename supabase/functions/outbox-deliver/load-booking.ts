// Loads a booking and its rooms with the service role (the mails trust no figures from a client).
import { loadCancellationPolicy } from '../_shared/cancellation-policy.ts';
import { adminClient } from '../_shared/clients.ts';
import type { BookingRoomLine, BookingRow } from './mails/booking-mail.ts';

export async function loadBooking({ id }: { id: string }) {
  const db = adminClient();
  const { data: booking, error } = await db.from('bookings').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  if (!booking) return null;
  const { data: lines, error: linesError } = await db
    .from('booking_rooms')
    .select('guests, price_per_night, rooms(name, type, sort_order)')
    .eq('booking_id', booking.id);
  if (linesError) throw linesError;
  type Line = { guests: number; price_per_night: number | string; rooms: { name: string; type: string; sort_order: number } | null };
  const rooms: BookingRoomLine[] = ((lines ?? []) as unknown as Line[])
    .sort((a, b) => (a.rooms?.sort_order ?? 0) - (b.rooms?.sort_order ?? 0))
    .map((l) => ({ name: l.rooms?.name ?? '', type: l.rooms?.type ?? '', guests: l.guests, price_per_night: l.price_per_night }));
  // The policy as the database applies it today, worded in the mail (never restated in code).
  const policy = await loadCancellationPolicy(db);
  return { booking: booking as BookingRow, rooms, policy };
}
