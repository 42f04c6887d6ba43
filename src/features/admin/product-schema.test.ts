import { describe, expect, it } from 'vitest';
import { PRODUCT_TEXT_FACTS, type ProductTextFact } from '@/domain/product-facts.ts';
import { productSchema, slugify, toProductRow, type ProductValues } from './product-schema.ts';

function blankFacts(): Record<ProductTextFact, string> {
  return Object.fromEntries(PRODUCT_TEXT_FACTS.map((f) => [f, ''])) as Record<ProductTextFact, string>;
}

const valid: ProductValues = {
  nameIt: 'Pecorino Sardo', nameEn: 'Sardinian Pecorino', slug: 'pecorino-sardo', sku: 'PEC-01', categoryId: 'c1',
  shortDescriptionIt: '', shortDescriptionEn: '', descriptionIt: '', descriptionEn: '', packLabelIt: '', packLabelEn: ' ',
  price: '12,50', stock: '7', status: 'active', badge: '', weightKg: '0,5', agingMonths: '', gallery: '/images/a.webp\n\n https://x.it/b.png ',
  facts: { it: blankFacts(), en: blankFacts() }, milkAnimal: '', milkTreatment: '', allergens: '', storageTemperature: '',
};
const issues = (v: Partial<ProductValues>) =>
  productSchema.safeParse({ ...valid, ...v }).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('productSchema', () => {
  it('accepts a complete product with comma decimals', () => {
    expect(issues({})).toEqual([]);
  });
  it('refuses missing names, a bad slug, a zero price, a fractional stock and a bad gallery line', () => {
    expect(issues({ nameEn: ' ' })).toEqual(['nameEn:admin:validation.required']);
    expect(issues({ slug: 'Pecorino Sardo' })).toEqual(['slug:admin:validation.slug']);
    expect(issues({ price: '0' })).toEqual(['price:admin:validation.positive']);
    expect(issues({ stock: '1.5' })).toEqual(['stock:admin:validation.integer']);
    expect(issues({ gallery: 'javascript:alert(1)' })).toEqual(['gallery:admin:validation.gallery']);
  });
});

describe('toProductRow', () => {
  it('converts numbers and empty texts for the table', () => {
    const row = toProductRow(productSchema.parse(valid));
    expect(row).toMatchObject({ price: 12.5, stock_quantity: 7, weight_kg: 0.5, aging_months: null, badge: null, description_it: null });
    expect(row.gallery_urls).toEqual(['/images/a.webp', 'https://x.it/b.png']);
    expect(row).toMatchObject({ pack_label_it: null, pack_label_en: null });
  });

  it('keeps the pack label in both languages, trimmed, so the shop shows it instead of the weight', () => {
    const row = toProductRow(productSchema.parse({ ...valid, packLabelIt: ' 4 vasetti da 200 g ', packLabelEn: '4 jars of 200 g' }));
    expect(row).toMatchObject({ pack_label_it: '4 vasetti da 200 g', pack_label_en: '4 jars of 200 g' });
  });

  it('refuses a pack label longer than the database allows', () => {
    expect(issues({ packLabelEn: 'x'.repeat(81) })).toEqual(['packLabelEn:admin:validation.tooLong']);
  });
});

describe('every fact the product page shows', () => {
  it('is written to its column in each language, and a blank one is cleared', () => {
    const facts = { it: { ...blankFacts(), taste: ' Dolce e burroso ', ingredients: 'Latte ovino crudo, sale' }, en: { ...blankFacts(), taste: 'Sweet and buttery', origin: 'Gallura' } };
    const row = toProductRow(productSchema.parse({ ...valid, facts }));
    expect(row).toMatchObject({ taste_it: 'Dolce e burroso', taste_en: 'Sweet and buttery', ingredients_it: 'Latte ovino crudo, sale', ingredients_en: null, origin_en: 'Gallura', origin_it: null });
    for (const f of PRODUCT_TEXT_FACTS) expect(Object.keys(row)).toEqual(expect.arrayContaining([`${f}_it`, `${f}_en`]));
  });

  it('takes milk and treatment from their lists, allergens as words and the storage temperature', () => {
    const row = toProductRow(productSchema.parse({ ...valid, milkAnimal: 'pecora', milkTreatment: 'raw', allergens: ' Latte, milk,, latte ', storageTemperature: ' 0 / +4 °C ' }));
    expect(row).toMatchObject({ milk_animal: 'pecora', milk_treatment: 'raw', allergens: ['latte', 'milk'], storage_temperature: '0 / +4 °C' });
    expect(toProductRow(productSchema.parse(valid))).toMatchObject({ milk_animal: null, milk_treatment: null, allergens: [], storage_temperature: null });
    expect(issues({ milkAnimal: 'cammello' as never })).toHaveLength(1);
    expect(issues({ milkTreatment: 'boiled' as never })).toHaveLength(1);
  });
});

it('slugify drops accents and punctuation', () => {
  expect(slugify('Formaggio Fiore Sardo — Novità!')).toBe('formaggio-fiore-sardo-novita');
});
