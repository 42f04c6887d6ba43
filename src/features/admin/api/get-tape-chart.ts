// The room calendar ("tape chart"): bookings, active holds and closures of every room for a month, in one
// admin-only call (admin_tape_chart).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import type { Database } from '@/integrations/supabase/types.ts';
import { adminKeys } from './keys.ts';

export type TapeEntry = Database['public']['Functions']['admin_tape_chart']['Returns'][number];

async function getTapeChart(from: string, to: string, signal: AbortSignal): Promise<TapeEntry[]> {
  const supabase = await getSupabase();
  return unwrap(await supabase.rpc('admin_tape_chart', { p_from: from, p_to: to }).abortSignal(signal));
}

export const useTapeChart = (from: string, to: string) =>
  useQuery({
    queryKey: adminKeys.tapeChart(from),
    queryFn: ({ signal }) => getTapeChart(from, to, signal),
    placeholderData: keepPreviousData,
  });
