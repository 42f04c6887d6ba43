// The home's bestsellers: a view of the catalogue's product list (the route passes that query in), not a
// second fetch of the same rows.
import type { Product } from '@/domain/catalogue.ts';

export const BESTSELLER_COUNT = 4;

export type BestsellerTile = Pick<Product, 'id' | 'slug' | 'name' | 'price' | 'image_url' | 'short_description' | 'badge' | 'category_slug'>;

/** The first four products marked as bestsellers, in the catalogue's order. */
export function pickBestsellers(rows: ReadonlyArray<BestsellerTile & Pick<Product, 'is_bestseller'>>): BestsellerTile[] {
  return rows.filter((r) => r.is_bestseller).slice(0, BESTSELLER_COUNT);
}
