// The editor's starting values: a product's row as the form holds it (numbers as text, '' for none).
import { PRODUCT_TEXT_FACTS, type ProductTextFact } from '@/domain/product-facts.ts';
import type { AdminProduct } from './api/get-admin-products.ts';
import { MILK_ANIMALS, MILK_TREATMENTS, PRODUCT_BADGES, type ProductValues } from './product-schema.ts';

const numText = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));
const oneOf = <T extends string>(list: readonly T[], v: string | null | undefined): T | '' => list.find((x) => x === v) ?? '';

function facts(p: AdminProduct | null, lang: 'it' | 'en'): Record<ProductTextFact, string> {
  return Object.fromEntries(PRODUCT_TEXT_FACTS.map((f) => [f, p?.[`${f}_${lang}`] ?? ''])) as Record<ProductTextFact, string>;
}

export function toValues(p: AdminProduct | null, categoryId: string): ProductValues {
  return {
    nameIt: p?.name_it ?? '',
    nameEn: p?.name_en ?? '',
    slug: p?.slug ?? '',
    sku: p?.sku ?? '',
    categoryId: p?.category_id ?? categoryId,
    shortDescriptionIt: p?.short_description_it ?? '',
    shortDescriptionEn: p?.short_description_en ?? '',
    descriptionIt: p?.description_it ?? '',
    descriptionEn: p?.description_en ?? '',
    packLabelIt: p?.pack_label_it ?? '',
    packLabelEn: p?.pack_label_en ?? '',
    price: numText(p?.price),
    stock: numText(p?.stock_quantity ?? 0),
    status: p?.status ?? 'draft',
    badge: oneOf(PRODUCT_BADGES, p?.badge),
    weightKg: numText(p?.weight_kg),
    agingMonths: numText(p?.aging_months),
    gallery: (p?.gallery_urls ?? []).join('\n'),
    facts: { it: facts(p, 'it'), en: facts(p, 'en') },
    milkAnimal: oneOf(MILK_ANIMALS, p?.milk_animal),
    milkTreatment: oneOf(MILK_TREATMENTS, p?.milk_treatment),
    allergens: (p?.allergens ?? []).join(', '),
    storageTemperature: p?.storage_temperature ?? '',
  };
}
