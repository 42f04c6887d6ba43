// The month grid's nights of one room, priced by the database (rate_calendar: the deciding rule of
// quote_stay, never recomputed here).
import { useEffect } from 'react';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import type { Database } from '@/integrations/supabase/types.ts';
import { monthRange, shiftMonth } from '../month-calendar.ts';
import { adminKeys } from './keys.ts';

export type RateNight = Database['public']['Functions']['rate_calendar']['Returns'][number];

async function getRateCalendar(roomId: string, from: string, to: string, signal: AbortSignal): Promise<RateNight[]> {
  const supabase = await getSupabase();
  return unwrap(await supabase.rpc('rate_calendar', { p_room_id: roomId, p_from: from, p_to: to }).abortSignal(signal));
}

const rateCalendarQuery = (roomId: string, from: string, to: string) =>
  queryOptions({
    queryKey: adminKeys.rateCalendar(roomId, from),
    queryFn: ({ signal }) => getRateCalendar(roomId, from, to, signal),
  });

export const useRateCalendar = (roomId: string | undefined, from: string, to: string) =>
  useQuery({
    ...rateCalendarQuery(roomId ?? '', from, to),
    enabled: !!roomId,
    // Changing month keeps the previous grid on screen until the next one arrives (no flash of skeleton).
    placeholderData: keepPreviousData,
  });

/** The months before and after the one shown, asked once it is on screen (and again whenever it is fetched again,
 * e.g. after a saved rule made them stale): paging then draws the next month in one render, from the cache. */
export function usePrefetchNearbyRateMonths(roomId: string, year: number, month: number, shownAt: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!shownAt) return;
    for (const delta of [1, -1]) {
      const near = shiftMonth(year, month, delta);
      const { from, to } = monthRange(near.year, near.month);
      void queryClient.prefetchQuery(rateCalendarQuery(roomId, from, to));
    }
  }, [queryClient, roomId, year, month, shownAt]);
}
