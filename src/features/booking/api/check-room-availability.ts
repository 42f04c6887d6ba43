import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';

/** True when the room has no stay overlapping [checkIn, checkOut). Used right before creating a booking. */
export async function checkRoomAvailability(
  roomId: string,
  checkIn: string,
  checkOut: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const supabase = await getSupabase();
  let request = supabase.rpc('check_room_availability', { p_room_id: roomId, p_check_in: checkIn, p_check_out: checkOut });
  if (signal) request = request.abortSignal(signal);
  return Boolean(unwrap(await request));
}
