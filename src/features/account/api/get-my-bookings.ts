import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { accountKeys } from './keys.ts';

export interface MyBooking {
  id: string;
  reference: string;
  check_in: string;
  check_out: string;
  total_guests: number;
  total_price: number | string;
  booking_status: 'confirmed' | 'cancelled';
}

async function getMyBookings(userId: string, signal: AbortSignal): Promise<MyBooking[]> {
  const supabase = await getSupabase();
  return unwrap(
    await supabase
      .from('bookings')
      .select('id, reference, check_in, check_out, total_guests, total_price, booking_status')
      .eq('user_id', userId)
      .order('check_in', { ascending: false })
      .abortSignal(signal),
  ) as MyBooking[];
}

const myBookingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: accountKeys.bookings(userId), queryFn: ({ signal }) => getMyBookings(userId, signal) });

export function useMyBookings(userId: string) {
  return useQuery(myBookingsQueryOptions(userId));
}
