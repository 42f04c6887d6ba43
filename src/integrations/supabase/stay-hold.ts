// Holds a stay's rooms while the visitor fills in the details (public.hold_stay / release_hold, docs/rates.md),
// for the booking page and the chat alike. The database enforces the hold; callers only show it and send its id
// with the booking.
import type { HoldAnswer } from '@/domain/stay-hold.ts';
import { randomId } from '@/lib/random-id.ts';
import { getSupabase } from './client.ts';
import { unwrap } from './errors.ts';
import { stayRoomBody, type StayRoomRequest } from './quote-stay.ts';

export interface HoldRequest {
  checkIn: string;
  checkOut: string;
  rooms: StayRoomRequest[];
}

const KEY = 'booking-hold-client';

/** A random key for this tab's session: the database counts and replaces holds per key (page and chat share it). */
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

export async function holdStay({ checkIn, checkOut, rooms }: HoldRequest): Promise<HoldAnswer> {
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

export async function releaseHold(holdId: string): Promise<boolean> {
  const supabase = await getSupabase();
  return unwrap(await supabase.rpc('release_hold', { p_hold_id: holdId }));
}
