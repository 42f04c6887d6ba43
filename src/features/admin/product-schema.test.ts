import { describe, expect, it } from 'vitest';
import { productSchema, slugify, toProductRow, type ProductValues } from './product-schema.ts';

const valid: ProductValues = {
  nameIt: 'Pecorino Sardo', nameEn: 'Sardinian Pecorino', slug: 'pecorino-sardo', sku: 'PEC-01', categoryId: 'c1',
  shortDescriptionIt: '', shortDescriptionEn: '', descriptionIt: '', descriptionEn: '', packLabelIt: '', packLabelEn: ' ',
  price: '12,50', stock: '7', status: 'active', badge: '', weightKg: '0,5', agingMonths: '', gallery: '/images/a.webp\n\n https://x.it/b.png ',
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

it('slugify drops accents and punctuation', () => {
  expect(slugify('Formaggio Fiore Sardo — Novità!')).toBe('formaggio-fiore-sardo-novita');
});
