import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { adminKeys } from './keys.ts';

export interface AdminBooking {
  id: string;
  reference: string;
  first_name: string;
  last_name: string;
  email: string;
  check_in: string;
  check_out: string;
  nights: number;
  total_guests: number;
  total_price: number | string;
  payment_method: string;
  payment_status: string;
  booking_status: 'confirmed' | 'cancelled';
  cancellation_fee: number | string | null;
  /** Paid at the property, never in total_price. */
  tourist_tax: number | string;
  /** The quote the booking was made from (its party per room); null before quotes were stored. */
  quote: unknown;
  booking_rooms: Array<{ room_id: string; guests: number; check_in: string; check_out: string; cancelled: boolean; rooms: { name: string; slug: string } | null }>;
}

async function getAdminBookings(signal: AbortSignal): Promise<AdminBooking[]> {
  const supabase = await getSupabase();
  return unwrap(
    await supabase
      .from('bookings')
      .select('id, reference, first_name, last_name, email, check_in, check_out, nights, total_guests, total_price, payment_method, payment_status, booking_status, cancellation_fee, tourist_tax, quote, booking_rooms(room_id, guests, check_in, check_out, cancelled, rooms(name, slug))')
      .order('check_in', { ascending: false })
      .limit(300)
      .abortSignal(signal),
  ) as unknown as AdminBooking[];
}

const adminBookingsQueryOptions = () => queryOptions({ queryKey: adminKeys.bookings(), queryFn: ({ signal }) => getAdminBookings(signal), staleTime: 15_000 });
export const useAdminBookings = () => useQuery(adminBookingsQueryOptions());
