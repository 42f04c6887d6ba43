import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import type { BookedRange } from '../availability.ts';
import { bookingKeys } from './keys.ts';

async function fetchBookedRanges(from: string, to: string, signal?: AbortSignal): Promise<BookedRange[]> {
  const supabase = await getSupabase();
  let request = supabase.rpc('get_booked_ranges', { p_from: from, p_to: to });
  if (signal) request = request.abortSignal(signal);
  const rows = unwrap(await request);
  return rows.map((r) => ({ roomId: r.room_id, checkIn: r.check_in, checkOut: r.check_out }));
}

// Availability changes as others book: fresh for one minute, not the default five.
const bookedRangesQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: bookingKeys.bookedRanges(from, to),
    queryFn: ({ signal }) => fetchBookedRanges(from, to, signal),
    staleTime: 60_000,
  });

export function useBookedRanges(from: string, to: string) {
  return useQuery(bookedRangesQueryOptions(from, to));
}
