import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import type { Language } from '@/lib/i18n.ts';
import { homeKeys } from './keys.ts';

export const BESTSELLER_COUNT = 4;

export interface BestsellerTile {
  id: string;
  slug: string;
  name: string;
  price: number;
  image_url: string | null;
  short_description: string | null;
  badge: string | null;
  category_slug: string;
}

type ProductRow = BestsellerTile & { is_bestseller: boolean };

/** The first four products marked as bestsellers, in the catalogue's order. */
function pickBestsellers(rows: ProductRow[]): BestsellerTile[] {
  return rows.filter((r) => r.is_bestseller).slice(0, BESTSELLER_COUNT);
}

async function getBestsellers(lang: Language, signal?: AbortSignal): Promise<BestsellerTile[]> {
  const supabase = await getSupabase();
  let call = supabase.rpc('get_products', { lang });
  if (signal) call = call.abortSignal(signal);
  return pickBestsellers(unwrap(await call));
}

const bestsellersQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: homeKeys.bestsellers(lang), queryFn: ({ signal }) => getBestsellers(lang, signal) });

export function useBestsellers(lang: Language) {
  return useQuery(bestsellersQueryOptions(lang));
}
