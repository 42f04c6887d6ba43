import { expect, it } from 'vitest';
import { pickBestsellers } from './bestsellers.ts';

const row = (id: string, is_bestseller: boolean) => ({
  id, slug: id, name: id, price: 1, image_url: null, short_description: null, badge: null, category_slug: 'formaggi', is_bestseller,
});

it('keeps the first four bestsellers in the catalogue order', () => {
  const rows = [row('a', true), row('b', false), row('c', true), row('d', true), row('e', true), row('f', true)];
  expect(pickBestsellers(rows).map((r) => r.id)).toEqual(['a', 'c', 'd', 'e']);
});
