// The admin product editor's rules; messages are i18n keys. Numbers arrive as strings from the inputs.
import { z } from 'zod';
import { PRODUCT_TEXT_FACTS, type ProductTextFact } from '@/domain/product-facts.ts';

const required = 'admin:validation.required';
const number = 'admin:validation.number';
const text = (max: number) => z.string().trim().min(1, required).max(max, 'admin:validation.tooLong');
const optional = (max: number) => z.string().trim().max(max, 'admin:validation.tooLong');
const decimal = (v: string) => /^\d+([.,]\d{1,2})?$/.test(v.trim());
const integer = (v: string) => /^\d+$/.test(v.trim());

export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;

/** The milk and its treatment (the database's check constraints hold the same lists); unknown is ''. */
export const MILK_ANIMALS = ['pecora', 'vacca', 'capra', 'misto'] as const;
export const MILK_TREATMENTS = ['raw', 'pasteurised'] as const;

/** The badges of the spec (the database's check constraint holds the same list); none is ''. */
export const PRODUCT_BADGES = ['Bestseller', 'Nuovo', 'Premium', 'Esclusivo'] as const;

/** Each language's text facts (ingredients, taste, origin...), keyed as the product page reads them. */
const factTexts = z.object(
  Object.fromEntries(PRODUCT_TEXT_FACTS.map((f) => [f, optional(2000)])) as Record<ProductTextFact, ReturnType<typeof optional>>,
);

export const productSchema = z.object({
  nameIt: text(120),
  nameEn: text(120),
  slug: z.string().trim().min(1, required).max(80).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'admin:validation.slug'),
  sku: text(40),
  categoryId: z.string().min(1, required),
  shortDescriptionIt: optional(300),
  shortDescriptionEn: optional(300),
  descriptionIt: optional(4000),
  descriptionEn: optional(4000),
  /** How the product is sold when the weight alone does not say it ("4 jars of 200 g"); empty: the weight. */
  packLabelIt: optional(80),
  packLabelEn: optional(80),
  price: z.string().refine(decimal, number).refine((v) => Number(v.replace(',', '.')) > 0, 'admin:validation.positive'),
  stock: z.string().refine(integer, 'admin:validation.integer'),
  status: z.enum(PRODUCT_STATUSES),
  badge: z.enum(['', ...PRODUCT_BADGES]),
  weightKg: z.string().refine((v) => v.trim() === '' || /^\d+([.,]\d{1,3})?$/.test(v.trim()), number),
  agingMonths: z.string().refine((v) => v.trim() === '' || integer(v), 'admin:validation.integer'),
  facts: z.object({ it: factTexts, en: factTexts }),
  milkAnimal: z.enum(['', ...MILK_ANIMALS]),
  milkTreatment: z.enum(['', ...MILK_TREATMENTS]),
  /** The words the product page highlights in the ingredients, in both languages, separated by commas. */
  allergens: optional(300),
  storageTemperature: optional(60),
  /** One URL or site path per line. */
  gallery: z.string().refine((v) => galleryLines(v).every(isImageUrl), 'admin:validation.gallery'),
});
export type ProductValues = z.infer<typeof productSchema>;

const galleryLines = (v: string): string[] => v.split('\n').map((l) => l.trim()).filter(Boolean);
const allergenWords = (v: string): string[] => [...new Set(v.split(',').map((w) => w.trim().toLowerCase()).filter(Boolean))];

type FactColumn = `${ProductTextFact}_${'it' | 'en'}`;
function factColumns(facts: ProductValues['facts']): Record<FactColumn, string | null> {
  const row = {} as Record<FactColumn, string | null>;
  for (const lang of ['it', 'en'] as const) for (const f of PRODUCT_TEXT_FACTS) row[`${f}_${lang}`] = facts[lang][f].trim() || null;
  return row;
}
const isImageUrl = (v: string) => v.startsWith('/') || /^https?:\/\/\S+$/.test(v);

/** The products table row of the values: what the update or insert sends. */
export function toProductRow(v: ProductValues) {
  const num = (s: string) => Number(s.trim().replace(',', '.'));
  return {
    name_it: v.nameIt.trim(),
    name_en: v.nameEn.trim(),
    slug: v.slug.trim(),
    sku: v.sku.trim(),
    category_id: v.categoryId,
    short_description_it: v.shortDescriptionIt.trim() || null,
    short_description_en: v.shortDescriptionEn.trim() || null,
    description_it: v.descriptionIt.trim() || null,
    description_en: v.descriptionEn.trim() || null,
    pack_label_it: v.packLabelIt.trim() || null,
    pack_label_en: v.packLabelEn.trim() || null,
    price: num(v.price),
    stock_quantity: num(v.stock),
    status: v.status,
    badge: v.badge || null,
    weight_kg: v.weightKg.trim() === '' ? null : num(v.weightKg),
    aging_months: v.agingMonths.trim() === '' ? null : num(v.agingMonths),
    gallery_urls: galleryLines(v.gallery),
    ...factColumns(v.facts),
    milk_animal: v.milkAnimal || null,
    milk_treatment: v.milkTreatment || null,
    allergens: allergenWords(v.allergens),
    storage_temperature: v.storageTemperature.trim() || null,
  };
}
export type ProductRowInput = ReturnType<typeof toProductRow>;

/** A readable slug from a name: lower case, accents dropped, words joined by dashes. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
