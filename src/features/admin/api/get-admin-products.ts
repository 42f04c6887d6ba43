import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { adminKeys } from './keys.ts';

export interface AdminProduct {
  id: string;
  category_id: string;
  slug: string;
  sku: string;
  name_it: string;
  name_en: string | null;
  short_description_it: string | null;
  short_description_en: string | null;
  description_it: string | null;
  description_en: string | null;
  price: number | string;
  stock_quantity: number;
  status: 'active' | 'draft' | 'archived';
  badge: string | null;
  weight_kg: number | string | null;
  aging_months: number | null;
  image_url: string | null;
  gallery_urls: string[] | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS =
  'id, category_id, slug, sku, name_it, name_en, short_description_it, short_description_en, description_it, description_en, price, stock_quantity, status, badge, weight_kg, aging_months, image_url, gallery_urls, created_at, updated_at';

/** Every product, any status (admins read drafts too), newest first. */
async function getAdminProducts(signal: AbortSignal): Promise<AdminProduct[]> {
  const supabase = await getSupabase();
  return unwrap(await supabase.from('products').select(COLUMNS).order('created_at', { ascending: false }).abortSignal(signal)) as AdminProduct[];
}

const adminProductsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.products(), queryFn: ({ signal }) => getAdminProducts(signal), staleTime: 30_000 });
export const useAdminProducts = () => useQuery(adminProductsQueryOptions());
