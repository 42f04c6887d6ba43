// The signed-in user's cart rows (table cart_items). Product details come from the catalogue function so
// names are in the current language and only active products count.
import type { Product } from '@/domain/catalogue.ts';
import { getSupabase, withSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import type { CartLine } from '../cart-reducer.ts';

export async function fetchServerCart(userId: string, lang: string, signal?: AbortSignal): Promise<CartLine[]> {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase.from('cart_items').select('product_id, quantity').eq('user_id', userId).abortSignal(signal ?? new AbortController().signal),
  ) as Array<{ product_id: string; quantity: number }>;
  if (rows.length === 0) return [];
  const products: Product[] = unwrap(await supabase.rpc('get_products', { lang }));
  const byId = new Map(products.map((p) => [p.id, p]));
  return rows.flatMap((r) => {
    const p = byId.get(r.product_id);
    if (!p) return [];
    return [{
      product_id: r.product_id, quantity: r.quantity, name: p.name, slug: p.slug, price: Number(p.price),
      image_url: p.image_url, sku: p.sku, stock: p.stock_quantity,
    }];
  });
}

/** Inserts or overwrites the quantity of one product. */
export async function saveServerCartLine(userId: string, productId: string, quantity: number): Promise<void> {
  const supabase = await getSupabase();
  unwrap(
    await supabase
      .from('cart_items')
      .upsert({ user_id: userId, product_id: productId, quantity }, { onConflict: 'user_id,product_id' }),
  );
}

export async function deleteServerCartLine(userId: string, productId: string): Promise<void> {
  const supabase = await getSupabase();
  unwrap(await supabase.from('cart_items').delete().eq('user_id', userId).eq('product_id', productId));
}

export async function clearServerCart(userId: string): Promise<void> {
  const supabase = await getSupabase();
  unwrap(await supabase.from('cart_items').delete().eq('user_id', userId));
}

/** Follows the signed-in user id (null when signed out). */
export function onCartUserChange(listener: (userId: string | null) => void): () => void {
  return withSupabase((supabase) => {
    void supabase.auth.getSession().then(({ data }) => listener(data.session?.user.id ?? null));
    const { data } = supabase.auth.onAuthStateChange((_event, session) => listener(session?.user.id ?? null));
    return () => data.subscription.unsubscribe();
  });
}
