import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStayQuote, quoteKeyPart, quoteReady, type QuoteRequest } from '@/integrations/supabase/quote-stay.ts';
import { bookingKeys } from './keys.ts';

// Rates change rarely, availability more often: a quote is fresh for 30 s.
const quoteQueryOptions = (req: QuoteRequest) =>
  queryOptions({
    queryKey: bookingKeys.quote(...quoteKeyPart(req)),
    queryFn: ({ signal }) => fetchStayQuote(req, signal),
    staleTime: 30_000,
  });

/** The database's quote of the chosen stay; idle until dates and at least one room are chosen. */
export function useStayQuote(req: Partial<QuoteRequest>) {
  const full = { checkIn: req.checkIn ?? '', checkOut: req.checkOut ?? '', rooms: req.rooms ?? [] };
  return useQuery({ ...quoteQueryOptions(full), enabled: quoteReady(req) });
}
