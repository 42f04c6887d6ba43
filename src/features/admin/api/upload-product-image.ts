// New product picture: upload to the product-images bucket, then point image_url (and updated_at) at it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { ApiError, unwrap } from '@/integrations/supabase/errors.ts';
import { imagePath, type ImageType } from '../image-file.ts';
import type { AdminProduct } from './get-admin-products.ts';
import { productKeys } from '@/domain/query-keys.ts';
import { adminKeys } from './keys.ts';

const PRODUCT_IMAGE_BUCKET = 'product-images';

async function uploadProductImage(product: { id: string; slug: string }, image: Blob, type: ImageType): Promise<string> {
  const supabase = await getSupabase();
  const path = imagePath(product.slug, type);
  const { error } = await supabase.storage.from(PRODUCT_IMAGE_BUCKET).upload(path, image, { contentType: type, upsert: false, cacheControl: '31536000' });
  if (error) throw ApiError.from(error);
  const url = supabase.storage.from(PRODUCT_IMAGE_BUCKET).getPublicUrl(path).data.publicUrl;
  unwrap(await supabase.from('products').update({ image_url: url, updated_at: new Date().toISOString() }).eq('id', product.id).select('id').single());
  return url;
}

export function useUploadProductImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ product, image, type }: { product: AdminProduct; image: Blob; type: ImageType }) => uploadProductImage(product, image, type),
    retry: false,
    meta: { silent: true },
    onSuccess: (url, { product }) => {
      queryClient.setQueryData<AdminProduct[]>(adminKeys.products(), (list) => list?.map((p) => (p.id === product.id ? { ...p, image_url: url } : p)));
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
    // On failure the list is reloaded so the card shows the real, previous picture.
    onError: () => queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
  });
}
