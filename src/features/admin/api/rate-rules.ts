// Rate rules, read and written straight from the table: RLS lets anyone read them and only admins write.
// Saving or deleting one invalidates the rates queries a rule changes (the list, the month grids, the desk's quotes), so
// the grid shows the database's new prices at once; the closures do not change with a rule and are not fetched again.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import type { Tables, TablesInsert } from '@/integrations/supabase/types.ts';
import { adminKeys } from './keys.ts';

export type RateRule = Tables<'rate_rules'>;
export type RateRuleInput = Omit<TablesInsert<'rate_rules'>, 'id' | 'created_at' | 'updated_at'>;

async function getRateRules(signal: AbortSignal): Promise<RateRule[]> {
  const supabase = await getSupabase();
  return unwrap(
    await supabase.from('rate_rules').select('*').order('first_night').order('priority', { ascending: false }).abortSignal(signal),
  );
}

export const useRateRules = () =>
  useQuery(queryOptions({ queryKey: adminKeys.rateRules(), queryFn: ({ signal }) => getRateRules(signal) }));

async function saveRateRule({ id, rule }: { id?: string; rule: RateRuleInput }): Promise<void> {
  const supabase = await getSupabase();
  if (id) unwrap(await supabase.from('rate_rules').update(rule).eq('id', id).select('id').single());
  else unwrap(await supabase.from('rate_rules').insert(rule).select('id').single());
}

async function deleteRateRule(id: string): Promise<void> {
  const supabase = await getSupabase();
  unwrap(await supabase.from('rate_rules').delete().eq('id', id).select('id').single());
}

const ruleChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminKeys.rates(), predicate: (q) => q.queryKey[2] !== adminKeys.closures()[2] });

export function useSaveRateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRateRule,
    retry: false,
    meta: { errorMessage: 'rates:rule.saveError' },
    onSuccess: () => ruleChanged(queryClient),
  });
}

export function useDeleteRateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRateRule,
    retry: false,
    meta: { errorMessage: 'rates:rule.deleteError' },
    onSuccess: () => ruleChanged(queryClient),
  });
}
