import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { functionError } from '@/integrations/supabase/errors.ts';
import { invokeFunction } from '@/integrations/supabase/invoke.ts';

/** The caller's data as a JSON document (the edge function reads it under the caller's own rights). */
async function exportMyData(): Promise<unknown> {
  const supabase = await getSupabase();
  const { data, error } = await invokeFunction(supabase, 'export-my-data', { body: {} });
  if (error) throw await functionError(error);
  return data;
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData, meta: { errorMessage: 'account:privacy.error' } });
}
