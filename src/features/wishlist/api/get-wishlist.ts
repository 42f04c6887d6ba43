import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { wishlistKeys } from './keys.ts';

/** Product ids on the user's wishlist. */
async function getWishlist(userId: string, signal: AbortSignal): Promise<string[]> {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase.from('wishlist_items').select('product_id').eq('user_id', userId).abortSignal(signal),
  ) as Array<{ product_id: string }>;
  return rows.map((r) => r.product_id);
}

const wishlistQueryOptions = (userId: string) =>
  queryOptions({ queryKey: wishlistKeys.list(userId), queryFn: ({ signal }) => getWishlist(userId, signal) });

export function useWishlist(userId: string | null) {
  return useQuery({ ...wishlistQueryOptions(userId ?? ''), enabled: !!userId });
}
