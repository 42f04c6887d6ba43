// Holds the chosen rooms while the visitor fills in the details (public.hold_stay / release_hold, docs/rates.md).
// The database enforces the hold; the page only shows it and sends its id with the booking.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteOk, QuoteRefusal } from '@/domain/stay-quote.ts';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { stayRoomBody } from '@/integrations/supabase/quote-stay.ts';
import { randomId } from '@/lib/random-id.ts';
import type { SelectedRoom } from '../booking-flow.ts';
import { bookingKeys } from './keys.ts';

interface HoldLimit {
  ok: false;
  reason: 'HOLD_LIMIT' | 'INVALID_CLIENT';
  max_holds?: number;
}

export type HoldAnswer = { ok: true; hold_id: string; expires_at: string; quote: QuoteOk } | QuoteRefusal | HoldLimit;

/** A refusal of the hold itself rather than of the stay. */
export const isHoldLimit = (a: QuoteRefusal | HoldLimit): a is HoldLimit => a.reason === 'HOLD_LIMIT' || a.reason === 'INVALID_CLIENT';

interface HoldRequest {
  checkIn: string;
  checkOut: string;
  rooms: SelectedRoom[];
}

const KEY = 'booking-hold-client';

/** A random key for this tab's session: the database counts and replaces holds per key. */
function clientKey(): string {
  try {
    const kept = sessionStorage.getItem(KEY);
    if (kept) return kept;
    const key = randomId();
    sessionStorage.setItem(KEY, key);
    return key;
  } catch {
    return randomId(); // storage blocked: a key for this page only
  }
}

async function holdStay({ checkIn, checkOut, rooms }: HoldRequest): Promise<HoldAnswer> {
  const supabase = await getSupabase();
  const answer = await supabase.rpc('hold_stay', {
    p_rooms: rooms.map(stayRoomBody), // the same rooms as the quote and the booking: children, cots, extra beds
    p_check_in: checkIn,
    p_check_out: checkOut,
    p_client_key: clientKey(),
  });
  // The database answers the shape of docs/rates.md; the generated type only knows "json".
  return unwrap(answer) as unknown as HoldAnswer;
}

async function releaseHold(holdId: string): Promise<boolean> {
  const supabase = await getSupabase();
  return unwrap(await supabase.rpc('release_hold', { p_hold_id: holdId }));
}

export function useHoldStay() {
  return useMutation({ mutationFn: holdStay, meta: { silent: true }, retry: false });
}

/** Frees the nights at once; the quotes asked during the hold answered "held", so they are asked again. */
export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseHold,
    meta: { silent: true },
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...bookingKeys.all, 'quote'] }),
  });
}
