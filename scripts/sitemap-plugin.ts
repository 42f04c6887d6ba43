// sitemap.xml: every public page and every active product of the farm's data file, each at its two addresses
// (Italian at the root, English under /en) with their hreflang alternates, absolute from SITE_URL. Written to
// dist/ at build (scripts/serve.mjs serves it); the dev server (npm start) answers /sitemap.xml and /robots.txt
// itself, the robots' Sitemap line made absolute as the production server does.
import fs from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import type { Plugin } from 'vite';
import { localizePath } from '../src/lib/localized-path.mjs';
import { absoluteRobots } from './serve.mjs';

export const PUBLIC_PAGES = ['/', '/formaggi', '/salumi', '/prenota', '/prenotazione', '/newsletter', '/contatti', '/blog', '/privacy-policy', '/termini-e-condizioni', '/booking-policy'];
/** Routes left out: a visitor's own (cart, payment, profile), reached from an e-mail's link, or behind a sign-in. */
export const UNLISTED_PAGES = ['/checkout', '/payment', '/pagamento', '/profilo', '/newsletter/conferma', '/auth', '/password-dimenticata', '/nuova-password', '/admin', '/admin/products', '/admin/orders', '/admin/bookings', '/admin/emails', '/admin/tariffe', '/chatbot-dashboard'];

const DEFAULT_SITE_URL = 'https://www.tenutasarda.it';

/** The product pages of the farm's data file (supabase/data/farm.json), active products only; none without it. */
export function productPaths(root: string): string[] {
  const file = path.join(root, 'supabase', 'data', 'farm.json');
  if (!fs.existsSync(file)) return [];
  const farm = JSON.parse(fs.readFileSync(file, 'utf8')) as { products?: { slug: string; status: string }[] };
  return (farm.products ?? []).filter((p) => p.status === 'active').map((p) => `/prodotto/${p.slug}`);
}

/** Each page twice, Italian and English, both naming both (and Italian as the default for other languages). */
export function sitemapXml(siteUrl: string, pages: string[]): string {
  const base = siteUrl.replace(/\/$/, '');
  const urls = pages.flatMap((page) => {
    const it = escapeHtml(base + page);
    const en = escapeHtml(base + localizePath(page, 'en'));
    const links = [['it', it], ['en', en], ['x-default', it]]
      .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`)
      .join('\n');
    return [it, en].map((loc) => `  <url>\n    <loc>${loc}</loc>\n${links}\n  </url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

const siteSitemap = (root: string, siteUrl = process.env.SITE_URL || DEFAULT_SITE_URL) => sitemapXml(siteUrl, [...PUBLIC_PAGES, ...productPaths(root)]);

export function sitemapPlugin(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let building = false;
  return {
    name: 'tenuta-sitemap',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0];
        if (url !== '/sitemap.xml' && url !== '/robots.txt') return next();
        const robots = url === '/robots.txt';
        const origin = `${req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
        res.setHeader('Content-Type', robots ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8');
        // Locally, without SITE_URL, the sitemap lists the dev server's own addresses.
        res.end(robots ? absoluteRobots(fs.readFileSync(path.join(root, 'public', 'robots.txt'), 'utf8'), origin) : siteSitemap(root, process.env.SITE_URL || origin));
      });
    },
    // Also called when the dev server stops, which must not write into dist/.
    closeBundle() {
      if (!building) return;
      fs.mkdirSync(outDir, { recursive: true });
      fs.writeFileSync(path.join(outDir, 'sitemap.xml'), siteSitemap(root));
    },
  };
}
