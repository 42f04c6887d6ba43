// Product shapes as the catalogue functions return them (one language per call).

export interface Product {
  id: string;
  category_slug: string;
  name: string;
  slug: string;
  price: number;
  weight: number | null;
  image_url: string | null;
  gallery_urls: string[] | null;
  badge: string | null;
  short_description: string | null;
  description: string | null;
  aging_months: number | null;
  origin: string | null;
  sku: string | null;
  stock_quantity: number;
  is_bestseller: boolean;
  allergens: string[] | null;
  storage_temperature: string | null;
  milk_animal: string | null;
  milk_treatment: string | null;
  vat_rate: number;
}

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

export type ProductDetail = Product & Record<(typeof DETAIL_TEXT_FIELDS)[number] | 'ingredients', string | null>;

/** Gallery images in order, main image first, without duplicates or blanks. */
export function galleryImages(p: Pick<Product, 'image_url' | 'gallery_urls'>): string[] {
  return [...new Set([p.image_url, ...(p.gallery_urls ?? [])].filter((u): u is string => !!u && u.trim() !== ''))];
}
