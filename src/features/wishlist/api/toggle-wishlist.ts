// Optimistic toggle: the heart flips at once, a failure restores the list and shows the spec's toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { wishlistKeys } from './keys.ts';

interface ToggleWishlistVars {
  userId: string;
  productId: string;
  on: boolean;
}

async function toggleWishlist({ userId, productId, on }: ToggleWishlistVars): Promise<void> {
  const supabase = await getSupabase();
  if (on) unwrap(await supabase.from('wishlist_items').insert({ user_id: userId, product_id: productId }));
  else unwrap(await supabase.from('wishlist_items').delete().eq('user_id', userId).eq('product_id', productId));
}

export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleWishlist,
    meta: { errorMessage: 'wishlist:error' },
    onMutate: async ({ userId, productId, on }) => {
      const key = wishlistKeys.list(userId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<string[]>(key);
      queryClient.setQueryData<string[]>(key, (ids = []) =>
        on ? [...new Set([...ids, productId])] : ids.filter((id) => id !== productId),
      );
      return { previous };
    },
    onError: (_e, { userId }, ctx) => queryClient.setQueryData(wishlistKeys.list(userId), ctx?.previous),
    onSettled: (_d, _e, { userId }) => queryClient.invalidateQueries({ queryKey: wishlistKeys.list(userId) }),
  });
}
