// The month grid's nights of one room, priced by the database (rate_calendar: the deciding rule of
// quote_stay, never recomputed here).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import type { Database } from '@/integrations/supabase/types.ts';
import { adminKeys } from './keys.ts';

export type RateNight = Database['public']['Functions']['rate_calendar']['Returns'][number];

async function getRateCalendar(roomId: string, from: string, to: string, signal: AbortSignal): Promise<RateNight[]> {
  const supabase = await getSupabase();
  return unwrap(await supabase.rpc('rate_calendar', { p_room_id: roomId, p_from: from, p_to: to }).abortSignal(signal));
}

export const useRateCalendar = (roomId: string | undefined, from: string, to: string) =>
  useQuery({
    ...queryOptions({
      queryKey: adminKeys.rateCalendar(roomId ?? '', from),
      queryFn: ({ signal }) => getRateCalendar(roomId!, from, to, signal),
    }),
    enabled: !!roomId,
    // Changing month keeps the previous grid on screen until the next one arrives (no flash of skeleton).
    placeholderData: keepPreviousData,
  });
