// Product update (optimistic: the grid changes at once and rolls back on error) and creation.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import type { ProductRowInput } from '../product-schema.ts';
import type { AdminProduct } from './get-admin-products.ts';
import { productKeys } from '@/domain/query-keys.ts';
import { adminKeys } from './keys.ts';

async function updateProduct(id: string, row: ProductRowInput): Promise<AdminProduct> {
  const supabase = await getSupabase();
  return unwrap<AdminProduct | null>(
    await supabase.from('products').update({ ...row, updated_at: new Date().toISOString() }).eq('id', id).select('*').single(),
  );
}

async function createProduct(row: ProductRowInput): Promise<AdminProduct> {
  const supabase = await getSupabase();
  return unwrap<AdminProduct | null>(await supabase.from('products').insert(row).select('*').single());
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  const key = adminKeys.products();
  return useMutation({
    mutationFn: ({ id, row }: { id: string; row: ProductRowInput }) => updateProduct(id, row),
    retry: false,
    meta: { errorMessage: 'admin:editor.saveError' },
    onMutate: async ({ id, row }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AdminProduct[]>(key);
      queryClient.setQueryData<AdminProduct[]>(key, (list) => list?.map((p) => (p.id === id ? { ...p, ...row } : p)));
      return { previous };
    },
    onError: (_e, _v, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      // The shop's lists, product pages and the home's bestsellers (one product query) show the change.
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    retry: false,
    meta: { errorMessage: 'admin:editor.saveError' },
    onSuccess: (created) => {
      queryClient.setQueryData<AdminProduct[]>(adminKeys.products(), (list) => [created, ...(list ?? [])]);
      void queryClient.invalidateQueries({ queryKey: adminKeys.products() });
    },
  });
}
