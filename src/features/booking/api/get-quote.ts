import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StayQuote } from '@/domain/stay-quote.ts';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { bookingKeys } from './keys.ts';

export interface QuoteRequest {
  checkIn: string;
  checkOut: string;
  rooms: { roomId: string; guests: number }[];
}

async function fetchQuote({ checkIn, checkOut, rooms }: QuoteRequest, signal?: AbortSignal): Promise<StayQuote> {
  const supabase = await getSupabase();
  let request = supabase.rpc('quote_stay', {
    p_rooms: rooms.map((r) => ({ room_id: r.roomId, guests: r.guests })),
    p_check_in: checkIn,
    p_check_out: checkOut,
  });
  if (signal) request = request.abortSignal(signal);
  // The database answers the shape of docs/rates.md; the generated type only knows "json".
  return unwrap(await request) as unknown as StayQuote;
}

// Rates change rarely, availability more often: a quote is fresh for 30 s.
const quoteQueryOptions = (req: QuoteRequest) =>
  queryOptions({
    queryKey: bookingKeys.quote(req.checkIn, req.checkOut, req.rooms.map((r) => `${r.roomId}:${r.guests}`).join(',')),
    queryFn: ({ signal }) => fetchQuote(req, signal),
    staleTime: 30_000,
  });

/** The database's quote of the chosen stay; idle until dates and at least one room are chosen. */
export function useStayQuote(req: Partial<QuoteRequest>) {
  const ready = Boolean(req.checkIn && req.checkOut && req.checkOut > req.checkIn && req.rooms?.length);
  return useQuery({
    ...quoteQueryOptions({ checkIn: req.checkIn ?? '', checkOut: req.checkOut ?? '', rooms: req.rooms ?? [] }),
    enabled: ready,
  });
}
