import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import type { Product } from '../product.ts';
import { productKeys } from './keys.ts';

async function getProducts(lang: string, signal?: AbortSignal): Promise<Product[]> {
  const supabase = await getSupabase();
  let q = supabase.rpc('get_products', { lang });
  if (signal) q = q.abortSignal(signal);
  const rows = unwrap(await q) as Product[];
  return rows.map((r) => ({ ...r, price: Number(r.price), weight: r.weight === null ? null : Number(r.weight) }));
}

const productsQueryOptions = (lang: string) =>
  queryOptions({ queryKey: productKeys.list(lang), queryFn: ({ signal }) => getProducts(lang, signal) });

export function useProducts(lang: string) {
  return useQuery(productsQueryOptions(lang));
}
