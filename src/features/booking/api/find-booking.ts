import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { ApiError } from '@/integrations/supabase/errors.ts';

interface FoundBookingRoom {
  roomId: string;
  name: string;
  type: string;
  guests: number;
  pricePerNight: number;
}

export interface FoundBooking {
  reference: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  totalGuests: number;
  totalPrice: number;
  firstName: string;
  lastName: string;
  email: string;
  paymentMethod: 'card' | 'paypal' | 'onsite';
  bookingStatus: 'confirmed' | 'cancelled';
  cancellationFee: number | null;
  /** What cancelling today would cost, as the database computes it (public.cancellation_terms). */
  cancellationNow: { daysBefore: number; feePercent: number; fee: number };
  rooms: FoundBookingRoom[];
}

interface BookingJson {
  reference: string;
  check_in: string;
  check_out: string;
  nights: number;
  total_guests: number;
  total_price: number | string;
  first_name: string;
  last_name: string;
  email: string;
  payment_method: FoundBooking['paymentMethod'];
  booking_status: FoundBooking['bookingStatus'];
  cancellation_fee: number | string | null;
  cancellation_now: { days_before: number; fee_percent: number; fee: number | string };
  rooms: { room_id: string; name: string; type: string; guests: number; price_per_night: number | string }[];
}

export interface LookupInput {
  reference: string;
  email: string;
}

/** Null for a wrong reference and for a wrong e-mail alike, so references cannot be probed. */
async function findBooking({ reference, email }: LookupInput): Promise<FoundBooking | null> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('find_booking', { p_reference: reference, p_email: email });
  if (error) throw ApiError.from(error, status);
  const b = data as BookingJson | null;
  if (!b) return null;
  return {
    reference: b.reference,
    checkIn: b.check_in,
    checkOut: b.check_out,
    nights: b.nights,
    totalGuests: b.total_guests,
    totalPrice: Number(b.total_price),
    firstName: b.first_name,
    lastName: b.last_name,
    email: b.email,
    paymentMethod: b.payment_method,
    bookingStatus: b.booking_status,
    cancellationFee: b.cancellation_fee === null ? null : Number(b.cancellation_fee),
    cancellationNow: {
      daysBefore: b.cancellation_now.days_before,
      feePercent: b.cancellation_now.fee_percent,
      fee: Number(b.cancellation_now.fee),
    },
    rooms: b.rooms.map((r) => ({
      roomId: r.room_id,
      name: r.name,
      type: r.type,
      guests: r.guests,
      pricePerNight: Number(r.price_per_night),
    })),
  };
}

// A mutation rather than a query: it runs on submit, and the e-mail must not sit in a cache key.
export function useFindBooking() {
  return useMutation({ mutationFn: findBooking, meta: { silent: true }, retry: false });
}
