import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import type { DayRuleRow } from '../day-rules.ts';
import { bookingKeys } from './keys.ts';

// stay_day_rules answers for at most 10 rooms a call.
const ROOMS_PER_CALL = 10;

async function fetchStayDayRules(roomIds: readonly string[], from: string, to: string, signal?: AbortSignal): Promise<DayRuleRow[]> {
  const supabase = await getSupabase();
  const calls = [];
  for (let i = 0; i < roomIds.length; i += ROOMS_PER_CALL) {
    let request = supabase.rpc('stay_day_rules', { p_room_ids: roomIds.slice(i, i + ROOMS_PER_CALL), p_from: from, p_to: to });
    if (signal) request = request.abortSignal(signal);
    calls.push(request);
  }
  const answers = await Promise.all(calls);
  return answers.flatMap((a) =>
    unwrap(a).map((r) => ({
      roomId: r.room_id,
      day: r.day,
      minStay: r.min_stay,
      closedToArrival: r.closed_to_arrival,
      closedToDeparture: r.closed_to_departure,
    })),
  );
}

// Rates change rarely (the owner's edits): fresh for the default five minutes.
const stayDayRulesQueryOptions = (roomIds: readonly string[], from: string, to: string) =>
  queryOptions({
    queryKey: bookingKeys.dayRules(roomIds.join(','), from, to),
    queryFn: ({ signal }) => fetchStayDayRules(roomIds, from, to, signal),
  });

/** The rooms' minimum stays and days closed to arrival or departure; idle until the rooms are known. */
export function useStayDayRules(roomIds: readonly string[], from: string, to: string) {
  return useQuery({ ...stayDayRulesQueryOptions(roomIds, from, to), enabled: roomIds.length > 0 });
}
