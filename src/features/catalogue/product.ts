// The product page's gallery; the shapes and the detail fields are the domain's (src/domain/catalogue.ts,
// src/domain/product-facts.ts).
import type { Product } from '@/domain/catalogue.ts';

/** Gallery images in order, main image first, without duplicates or blanks. */
export function galleryImages(p: Pick<Product, 'image_url' | 'gallery_urls'>): string[] {
  return [...new Set([p.image_url, ...(p.gallery_urls ?? [])].filter((u): u is string => !!u && u.trim() !== ''))];
}
