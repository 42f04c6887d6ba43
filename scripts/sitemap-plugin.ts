// Writes dist/sitemap.xml at build: the public pages plus every product slug found in the seed.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PUBLIC_PAGES = ['/', '/formaggi', '/salumi', '/prenota', '/newsletter', '/contatti', '/blog', '/privacy-policy', '/termini-e-condizioni', '/booking-policy'];

/** Product slugs from supabase/seed.sql (the `products` insert); empty when there is no seed yet. */
export function productSlugsFromSeed(seedSql: string): string[] {
  const start = seedSql.indexOf('insert into public.products');
  if (start < 0) return [];
  const block = seedSql.slice(start, seedSql.indexOf(';\n', start) + 1 || undefined);
  // Each row opens with (id, category_id, slug, ...).
  const slugs = [...block.matchAll(/^\s*\('[0-9a-f-]+',\s*'[0-9a-f-]+',\s*'([a-z0-9-]+)'/gm)].map((m) => m[1]);
  return [...new Set(slugs)];
}

export function sitemapXml(siteUrl: string, paths: string[]): string {
  const base = siteUrl.replace(/\/$/, '');
  const urls = paths.map((p) => `  <url><loc>${base}${p}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function sitemapPlugin(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'tenuta-sitemap',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const seedPath = path.join(root, 'supabase', 'seed.sql');
      const seed = fs.existsSync(seedPath) ? fs.readFileSync(seedPath, 'utf8') : '';
      const products = productSlugsFromSeed(seed).map((s) => `/prodotto/${s}`);
      const site = process.env.SITE_URL || 'https://www.tenutasarda.it';
      fs.mkdirSync(outDir, { recursive: true });
      fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(site, [...PUBLIC_PAGES, ...products]));
    },
  };
}
