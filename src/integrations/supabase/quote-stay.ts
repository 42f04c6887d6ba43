// The one quote of a stay (public.quote_stay, docs/rates.md), asked by the booking page and the chat alike.
import type { StayQuote } from '@/domain/stay-quote.ts';
import { getSupabase } from './client.ts';
import { unwrap } from './errors.ts';

export interface QuoteRequest {
  checkIn: string;
  checkOut: string;
  rooms: StayRoomRequest[];
}

/** One room of a stay as the quote and the booking take it (quote_stay's p_rooms, docs/rates.md). */
export interface StayRoomRequest {
  roomId: string;
  guests: number;
  childAges?: readonly (number | null)[];
  cots?: number;
  extraBeds?: number;
}

/** The body's form of a room: children's ages, cots and extra beds only when there are any. */
export function stayRoomBody(r: StayRoomRequest) {
  const ages = (r.childAges ?? []).filter((a): a is number => a !== null);
  return {
    room_id: r.roomId,
    guests: r.guests,
    ...(ages.length ? { child_ages: ages } : {}),
    ...(r.cots ? { cots: r.cots } : {}),
    ...(r.extraBeds ? { extra_beds: r.extraBeds } : {}),
  };
}

export async function fetchStayQuote({ checkIn, checkOut, rooms }: QuoteRequest, signal?: AbortSignal): Promise<StayQuote> {
  const supabase = await getSupabase();
  let request = supabase.rpc('quote_stay', {
    p_rooms: rooms.map(stayRoomBody),
    p_check_in: checkIn,
    p_check_out: checkOut,
  });
  if (signal) request = request.abortSignal(signal);
  // The database answers the shape of docs/rates.md; the generated type only knows "json".
  return unwrap(await request) as unknown as StayQuote;
}

/** The part of a query key that names the stay quoted. */
export const quoteKeyPart = (req: QuoteRequest) => [req.checkIn, req.checkOut, req.rooms.map((r) => JSON.stringify(stayRoomBody(r))).join(',')] as const;

/** Whether a quote can be asked yet: both dates, in order, and at least one room. */
export const quoteReady = (req: Partial<QuoteRequest>): req is QuoteRequest =>
  Boolean(req.checkIn && req.checkOut && req.checkOut > req.checkIn && req.rooms?.length);
