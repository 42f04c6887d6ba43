import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import type { ProductTextFact } from '@/domain/product-facts.ts';
import type { Tables } from '@/integrations/supabase/types.ts';
import type { PRODUCT_STATUSES } from '../product-schema.ts';
import { adminKeys } from './keys.ts';

/** A products row as the admin list and editor read it, typed from the generated table. */
export type AdminProduct = Pick<
  Tables<'products'>,
  | 'id' | 'category_id' | 'slug' | 'sku' | 'name_it' | 'name_en' | 'short_description_it' | 'short_description_en'
  | 'description_it' | 'description_en' | 'pack_label_it' | 'pack_label_en' | 'price' | 'stock_quantity' | 'badge'
  | 'weight_kg' | 'aging_months' | 'image_url' | 'gallery_urls' | 'created_at' | 'updated_at'
  | 'milk_animal' | 'milk_treatment' | 'allergens' | 'storage_temperature' | `${ProductTextFact}_${'it' | 'en'}`
> & { status: (typeof PRODUCT_STATUSES)[number] };

/** Every product, any status (admins read drafts too), newest first; every column, since the editor edits them all. */
async function getAdminProducts(signal: AbortSignal): Promise<AdminProduct[]> {
  const supabase = await getSupabase();
  return unwrap(await supabase.from('products').select('*').order('created_at', { ascending: false }).abortSignal(signal)) as AdminProduct[];
}

const adminProductsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.products(), queryFn: ({ signal }) => getAdminProducts(signal), staleTime: 30_000 });
export const useAdminProducts = () => useQuery(adminProductsQueryOptions());
