import { describe, expect, it } from 'vitest';
import { orderItemName } from './order-item-name.ts';

describe('orderItemName', () => {
  const englishOrder = { product_name: 'Aged pecorino, 12 months', product_name_it: 'Pecorino stagionato 12 mesi', product_name_en: 'Aged pecorino, 12 months' };
  it.each([
    ['it', englishOrder, 'Pecorino stagionato 12 mesi'],
    ['en', englishOrder, 'Aged pecorino, 12 months'],
    ['en', { ...englishOrder, product_name: 'Pecorino stagionato 12 mesi' }, 'Aged pecorino, 12 months'],
    // A line whose product was deleted before the names were kept: the buyer's snapshot is all there is.
    ['it', { product_name: 'Spicy Sardinian sausage', product_name_it: null, product_name_en: null }, 'Spicy Sardinian sausage'],
    ['en', { product_name: 'Salsiccia', product_name_it: 'Salsiccia', product_name_en: '' }, 'Salsiccia'],
  ] as const)('in %s reads %j as %s', (lang, item, name) => {
    expect(orderItemName(item, lang)).toBe(name);
  });
});
