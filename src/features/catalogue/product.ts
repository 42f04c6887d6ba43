// The product page's detail fields and gallery; the shapes themselves are the domain's (src/domain/catalogue.ts).
import type { Product } from '@/domain/catalogue.ts';

export const DETAIL_TEXT_FIELDS = [
  'taste',
  'aging',
  'origin',
  'consistency',
  'shape',
  'tradition',
  'raw_material',
  'character',
  'flavour',
  'breeding',
  'processing',
] as const;

/** Gallery images in order, main image first, without duplicates or blanks. */
export function galleryImages(p: Pick<Product, 'image_url' | 'gallery_urls'>): string[] {
  return [...new Set([p.image_url, ...(p.gallery_urls ?? [])].filter((u): u is string => !!u && u.trim() !== ''))];
}
