import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStayQuote, quoteKeyPart, quoteReady, type QuoteRequest } from '@/integrations/supabase/quote-stay.ts';
import { chatKeys } from './keys.ts';

const chatQuoteQueryOptions = (req: QuoteRequest) =>
  queryOptions({
    queryKey: chatKeys.quote(...quoteKeyPart(req)),
    queryFn: ({ signal }) => fetchStayQuote(req, signal),
    staleTime: 30_000,
  });

/** The database's quote of the chat's stay (one room), once room, dates and guests are known. */
export function useChatQuote(req: Partial<QuoteRequest>) {
  const full = { checkIn: req.checkIn ?? '', checkOut: req.checkOut ?? '', rooms: req.rooms ?? [] };
  return useQuery({ ...chatQuoteQueryOptions(full), enabled: quoteReady(req) });
}
