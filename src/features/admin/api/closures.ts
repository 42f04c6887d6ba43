// Closures of a room or of the whole farm (room_id null): admins only (RLS). A change refreshes the rates
// (the grid marks closed nights) and the tape chart.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import type { Tables } from '@/integrations/supabase/types.ts';
import { adminKeys } from './keys.ts';

export type Closure = Tables<'room_closures'>;
export interface ClosureInput {
  room_id: string | null;
  first_night: string;
  last_night: string;
  note: string | null;
}

async function getClosures(signal: AbortSignal): Promise<Closure[]> {
  const supabase = await getSupabase();
  return unwrap(await supabase.from('room_closures').select('*').order('first_night').abortSignal(signal));
}

export const useClosures = () =>
  useQuery(queryOptions({ queryKey: adminKeys.closures(), queryFn: ({ signal }) => getClosures(signal) }));

async function addClosure(input: ClosureInput): Promise<void> {
  const supabase = await getSupabase();
  unwrap(await supabase.from('room_closures').insert(input).select('id').single());
}

async function deleteClosure(id: string): Promise<void> {
  const supabase = await getSupabase();
  unwrap(await supabase.from('room_closures').delete().eq('id', id).select('id').single());
}

function useClosureMutation<T>(mutationFn: (v: T) => Promise<void>, errorMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    meta: { errorMessage },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.rates() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.tapeCharts() }),
      ]),
  });
}

export const useAddClosure = () => useClosureMutation(addClosure, 'rates:closures.saveError');
export const useDeleteClosure = () => useClosureMutation(deleteClosure, 'rates:closures.deleteError');
