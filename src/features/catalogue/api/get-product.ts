import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@/domain/catalogue.ts';
import { productKeys } from '@/domain/query-keys.ts';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';

/** The product with every detail field, or null for an unknown (or inactive) slug. */
async function getProduct(slug: string, lang: string, signal?: AbortSignal): Promise<ProductDetail | null> {
  const supabase = await getSupabase();
  let q = supabase.rpc('get_product_by_slug', { product_slug: slug, lang });
  if (signal) q = q.abortSignal(signal);
  const rows: ProductDetail[] = unwrap(await q);
  const p = rows[0];
  if (!p) return null;
  return { ...p, price: Number(p.price), weight: p.weight === null ? null : Number(p.weight) };
}

const productQueryOptions = (slug: string, lang: string) =>
  queryOptions({ queryKey: productKeys.detail(slug, lang), queryFn: ({ signal }) => getProduct(slug, lang, signal) });

export function useProduct(slug: string, lang: string) {
  return useQuery(productQueryOptions(slug, lang));
}
