import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { adminKeys } from './keys.ts';

export interface AdminCategory {
  id: string;
  slug: string;
  name_it: string;
}

async function getCategories(signal: AbortSignal): Promise<AdminCategory[]> {
  const supabase = await getSupabase();
  return unwrap(await supabase.from('categories').select('id, slug, name_it').order('sort_order').abortSignal(signal));
}

const categoriesQueryOptions = () => queryOptions({ queryKey: adminKeys.categories(), queryFn: ({ signal }) => getCategories(signal) });
export const useCategories = () => useQuery(categoriesQueryOptions());
