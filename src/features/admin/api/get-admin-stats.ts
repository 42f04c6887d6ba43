import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { ApiError } from '@/integrations/supabase/errors.ts';
import { adminKeys } from './keys.ts';

export const STAT_TABLES = ['products', 'orders', 'profiles', 'bookings', 'newsletter_subscriptions'] as const;
export type StatTable = (typeof STAT_TABLES)[number];
export type AdminStats = Record<StatTable, number>;

async function countRows(table: StatTable, signal: AbortSignal): Promise<number> {
  const supabase = await getSupabase();
  const { count, error, status } = await supabase.from(table).select('*', { count: 'exact', head: true }).abortSignal(signal);
  if (error) throw ApiError.from(error, status);
  return count ?? 0;
}

async function getAdminStats(signal: AbortSignal): Promise<AdminStats> {
  const counts = await Promise.all(STAT_TABLES.map((t) => countRows(t, signal)));
  return Object.fromEntries(STAT_TABLES.map((t, i) => [t, counts[i]])) as AdminStats;
}

const adminStatsQueryOptions = () => queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => getAdminStats(signal) });
export const useAdminStats = () => useQuery(adminStatsQueryOptions());
