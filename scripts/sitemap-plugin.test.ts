// The sitemap lists the farm's products from its data file (supabase/data/farm.json), which seed.sql no longer holds.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePages } from './route-preloads-plugin.ts';
import { PUBLIC_PAGES, UNLISTED_PAGES, productPaths, sitemapXml } from './sitemap-plugin.ts';

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

describe('sitemap pages', () => {
  it('lists each page at its Italian and its English address, each naming both and Italian as the default', () => {
    const xml = sitemapXml('https://farm.example/', ['/', '/formaggi']);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
    expect(urls.map((u) => /<loc>(.*)<\/loc>/.exec(u)?.[1])).toEqual([
      'https://farm.example/',
      'https://farm.example/en',
      'https://farm.example/formaggi',
      'https://farm.example/en/formaggi',
    ]);
    for (const [i, url] of urls.entries()) {
      const [it, en] = i < 2 ? ['https://farm.example/', 'https://farm.example/en'] : ['https://farm.example/formaggi', 'https://farm.example/en/formaggi'];
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="it" href="${it}"/>`);
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`);
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${it}"/>`);
    }
  });

  it('decides for every route of the app whether it is listed (a new page cannot be forgotten)', () => {
    const patterns = routePages(fs.readFileSync(path.join(root, 'src/app/routing/app-routes.tsx'), 'utf8'))
      .map((p) => p.pattern)
      .filter((p) => p !== '*' && p !== '/prodotto/:slug');
    expect(new Set(patterns)).toEqual(new Set([...PUBLIC_PAGES, ...UNLISTED_PAGES]));
    expect(PUBLIC_PAGES.filter((p) => UNLISTED_PAGES.includes(p))).toEqual([]);
  });
});
