// Writes dist/sitemap.xml at build: the public pages plus every active product of the farm's data file.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PUBLIC_PAGES = ['/', '/formaggi', '/salumi', '/prenota', '/newsletter', '/contatti', '/blog', '/privacy-policy', '/termini-e-condizioni', '/booking-policy'];

/** The product pages of the farm's data file (supabase/data/farm.json), active products only; none without it. */
export function productPaths(root: string): string[] {
  const file = path.join(root, 'supabase', 'data', 'farm.json');
  if (!fs.existsSync(file)) return [];
  const farm = JSON.parse(fs.readFileSync(file, 'utf8')) as { products?: { slug: string; status: string }[] };
  return (farm.products ?? []).filter((p) => p.status === 'active').map((p) => `/prodotto/${p.slug}`);
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
      const products = productPaths(root);
      const site = process.env.SITE_URL || 'https://www.tenutasarda.it';
      fs.mkdirSync(outDir, { recursive: true });
      fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(site, [...PUBLIC_PAGES, ...products]));
    },
  };
}
