// The active products in one language: one query for the shop's lists and the home's bestsellers (the home
// route selects from it), so the two never hold different copies.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@/domain/catalogue.ts';
import { productKeys } from '@/domain/query-keys.ts';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';

async function getProducts(lang: string, signal?: AbortSignal): Promise<Product[]> {
  const supabase = await getSupabase();
  let q = supabase.rpc('get_products', { lang });
  if (signal) q = q.abortSignal(signal);
  const rows: Product[] = unwrap(await q);
  return rows.map((r) => ({ ...r, price: Number(r.price), weight: r.weight === null ? null : Number(r.weight) }));
}

const productsQueryOptions = (lang: string) =>
  queryOptions({ queryKey: productKeys.list(lang), queryFn: ({ signal }) => getProducts(lang, signal) });

/** `select` derives a view (the home's bestsellers) from the same cached list. */
export function useProducts<T = Product[]>(lang: string, select?: (rows: Product[]) => T) {
  return useQuery({ ...productsQueryOptions(lang), select });
}
