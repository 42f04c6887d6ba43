import { describe, expect, it } from 'vitest';
import { agingLabel, highlightAllergens, weightLabel } from './product-labels.ts';

describe('weightLabel', () => {
  it.each([
    ['shows the pack label whatever the weight', '500 g', 1.2, { key: 'catalogue:weight.pack', values: { pack: '500 g' } }],
    ['shows a pack of jars as the product says', ' 800 g (4 vasetti da 200 g) ', 0.8, { key: 'catalogue:weight.pack', values: { pack: '800 g (4 vasetti da 200 g)' } }],
    ['ignores a blank pack label', '  ', 0.35, { key: 'catalogue:weight.grams', values: { grams: 350 } }],
    ['shows weights under 1 kg in grams', null, 0.35, { key: 'catalogue:weight.grams', values: { grams: 350 } }],
    ['rounds grams', null, 0.2499, { key: 'catalogue:weight.grams', values: { grams: 250 } }],
    ['shows exactly 1 kg in kilograms', null, 1, { key: 'catalogue:weight.kg', values: { kg: '1' } }],
    ['uses the Italian decimal comma', null, 2.5, { key: 'catalogue:weight.kg', values: { kg: '2,5' } }],
    ['falls back to 1 kg without a weight', null, null, { key: 'catalogue:weight.kg', values: { kg: '1' } }],
  ])('%s', (_n, pack_label, weight, expected) => {
    expect(weightLabel({ pack_label, weight }, 'it')).toEqual(expected);
  });
  it('uses the English decimal point in English', () => {
    expect(weightLabel({ pack_label: null, weight: 2.5 }, 'en')).toEqual({ key: 'catalogue:weight.kg', values: { kg: '2.5' } });
  });
  it('decides by the product data, never by the slug', () => {
    expect(weightLabel({ pack_label: null, weight: 0.8 }, 'it')).toEqual({ key: 'catalogue:weight.grams', values: { grams: 800 } });
  });
});

describe('agingLabel', () => {
  it.each([
    [null, null],
    [0, null],
    [1, { key: 'catalogue:aging.months', values: { count: 1 } }],
    [6, { key: 'catalogue:aging.months', values: { count: 6 } }],
    [12, { key: 'catalogue:aging.years', values: { count: 1 } }],
    [18, { key: 'catalogue:aging.months', values: { count: 18 } }],
    [24, { key: 'catalogue:aging.years', values: { count: 2 } }],
  ])('aging %s months', (months, expected) => {
    expect(agingLabel(months)).toEqual(expected);
  });
});

describe('highlightAllergens', () => {
  it('marks allergens case-insensitively as whole words', () => {
    expect(highlightAllergens('Latte ovino crudo, sale, caglio', ['latte'])).toEqual([
      { text: 'Latte', allergen: true },
      { text: ' ovino crudo, sale, caglio', allergen: false },
    ]);
  });
  it('does not mark a word that only contains the allergen', () => {
    expect(highlightAllergens('lattosio', ['latte'])).toEqual([{ text: 'lattosio', allergen: false }]);
  });
  it('marks every occurrence and several allergens', () => {
    const segs = highlightAllergens('latte, uova e latte', ['latte', 'uova']);
    expect(segs.filter((s) => s.allergen).map((s) => s.text)).toEqual(['latte', 'uova', 'latte']);
    expect(segs.map((s) => s.text).join('')).toBe('latte, uova e latte');
  });
  it('returns the text whole without allergens', () => {
    expect(highlightAllergens('sale', [])).toEqual([{ text: 'sale', allergen: false }]);
  });
});
