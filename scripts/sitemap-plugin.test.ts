// The sitemap lists the farm's products from its data file (supabase/data/farm.json), which seed.sql no longer holds.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productPaths } from './sitemap-plugin.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('sitemap products', () => {
  it('lists every active product of the farm data', () => {
    const farm = JSON.parse(fs.readFileSync(path.join(root, 'supabase', 'data', 'farm.json'), 'utf8')) as { products: { slug: string; status: string }[] };
    const active = farm.products.filter((p) => p.status === 'active').map((p) => `/prodotto/${p.slug}`);
    expect(active.length).toBeGreaterThan(10);
    expect(productPaths(root)).toEqual(active);
  });

  it('leaves out drafts and archived products', () => {
    fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
    const dir = fs.mkdtempSync(path.join(root, '.tmp', 'sitemap-'));
    try {
      fs.mkdirSync(path.join(dir, 'supabase', 'data'), { recursive: true });
      const products = [{ slug: 'a', status: 'active' }, { slug: 'b', status: 'draft' }, { slug: 'c', status: 'archived' }];
      fs.writeFileSync(path.join(dir, 'supabase', 'data', 'farm.json'), JSON.stringify({ products }));
      expect(productPaths(dir)).toEqual(['/prodotto/a']);
      expect(productPaths(path.join(dir, 'nothing-here'))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
