// English pages have their own addresses under /en (src/lib/localized-path.mjs): the address decides the language,
// the html says so (lang, canonical, hreflang), the switch moves between the two addresses of a page, links stay
// in the page's language, old Italian addresses still open Italian, and the production server answers the sitemap
// and robots.txt with both languages.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures.ts';
import { acceptEssentialCookies, useLanguage } from './helpers/page.ts';

async function addresses(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: [...document.querySelectorAll<HTMLLinkElement>('link[rel=canonical]')].map((l) => l.href),
    alternates: Object.fromEntries([...document.querySelectorAll<HTMLLinkElement>('link[rel=alternate][hreflang]')].map((l) => [l.hreflang, l.href])),
  }));
}

const pageAddresses = (base: string, page: string, lang: 'it' | 'en') => {
  const en = `${base}${page === '/' ? '/en' : `/en${page}`}`;
  return { lang, canonical: [lang === 'en' ? en : `${base}${page}`], alternates: { it: `${base}${page}`, en, 'x-default': `${base}${page}` } };
};

async function chooseLanguage(page: Page, isMobile: boolean, current: 'it' | 'en', name: 'English' | 'Italiano') {
  if (isMobile) await page.getByRole('button', { name: current === 'it' ? 'Apri il menu' : 'Open the menu' }).click();
  await page.getByRole('group', { name: current === 'it' ? 'Cambia lingua' : 'Change language' }).getByRole('button', { name }).click();
}

test.beforeEach(async ({ page }) => {
  await acceptEssentialCookies(page);
});

test('an English address opens the page in English, with its canonical and alternates in the html and on screen', async ({ page, baseURL }, testInfo) => {
  // What a search engine reads before any script: the server's html.
  const html = await (await page.request.get('/en/formaggi')).text();
  expect(html).toMatch(/<html lang="en">/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/en/formaggi" />`);
  expect(html).toContain(`<link rel="alternate" hreflang="it" href="${baseURL}/formaggi" />`);
  expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${baseURL}/formaggi" />`);
  // A link preview reads English too: the site-wide title and description of the English pages.
  expect(html).toContain('<title>Tenuta Sarda · Dairy &amp; farm stay</title>');
  expect(html).toContain('<meta property="og:locale" content="en_GB" />');

  await page.goto('/en/formaggi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our cheeses');
  expect(await addresses(page)).toEqual(pageAddresses(baseURL!, '/formaggi', 'en'));
  await expect(page).toHaveTitle(/Our cheeses/);
  await page.screenshot({ path: `screenshots/english-address-formaggi-${testInfo.project.name}.png` });
});

test('links stay in English, and the head follows the page as the visitor moves', async ({ page, baseURL }) => {
  await page.goto('/en/formaggi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our cheeses');
  const siteLinks = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map((a) => a.getAttribute('href')!).filter((h) => !h.startsWith('//')),
  );
  expect(siteLinks.length).toBeGreaterThan(5);
  expect(siteLinks.filter((h) => !/^\/en([/?#]|$)/.test(h))).toEqual([]);

  await page.locator('main a[href*="/prodotto/"]').first().click();
  await expect(page).toHaveURL(/\/en\/prodotto\/[a-z0-9-]+$/);
  const slug = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => addresses(page)).toEqual(pageAddresses(baseURL!, `/prodotto/${slug}`, 'en'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(/\/en\/termini-e-condizioni$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
});

test('the language switch moves to the other address of the same page, query and hash kept, and back', async ({ page, isMobile, baseURL }, testInfo) => {
  await page.goto('/blog?from=test#top');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Il blog della tenuta');
  await chooseLanguage(page, isMobile, 'it', 'English');
  await expect(page).toHaveURL(`${baseURL}/en/blog?from=test#top`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The farm blog');
  expect(await addresses(page)).toEqual(pageAddresses(baseURL!, '/blog', 'en'));
  await page.screenshot({ path: `screenshots/english-address-blog-${testInfo.project.name}.png` });

  await chooseLanguage(page, isMobile, 'en', 'Italiano');
  await expect(page).toHaveURL(`${baseURL}/blog?from=test#top`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Il blog della tenuta');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  // The home's two addresses.
  await page.goto('/en');
  await chooseLanguage(page, isMobile, 'en', 'Italiano');
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('an Italian address still opens Italian for a new visitor, and its html says so', async ({ page, baseURL }) => {
  const html = await (await page.request.get('/formaggi')).text();
  expect(html).toMatch(/<html lang="it">/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/formaggi" />`);
  await page.goto('/formaggi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('I nostri formaggi');
  expect(await addresses(page)).toEqual(pageAddresses(baseURL!, '/formaggi', 'it'));
});

test('a visitor whose language is English is moved from an Italian address to its English twin', async ({ page, baseURL }) => {
  await useLanguage(page, 'en');
  await page.goto('/prodotto/primo-fiore?x=1#details');
  await expect(page).toHaveURL(`${baseURL}/en/prodotto/primo-fiore?x=1#details`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Back to products' }).or(page.getByRole('navigation', { name: 'Main navigation' })).first()).toBeAttached();
});

test('the sign-in and admin pages open in English under /en', async ({ page }) => {
  await page.goto('/en/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accedi' })).toHaveCount(0);
  await page.goto('/en/admin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1, h2').first()).toBeVisible();
});

test('the production server answers sitemap.xml with both languages and every product, and robots.txt', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const farm = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'supabase', 'data', 'farm.json'), 'utf8')) as { products: { slug: string; status: string }[] };
  for (const p of ['/', '/formaggi', '/prenota', '/contatti', ...farm.products.filter((x) => x.status === 'active').map((x) => `/prodotto/${x.slug}`)]) {
    expect(locs, p).toContain(`${baseURL}${p}`);
    expect(locs, p).toContain(`${baseURL}${p === '/' ? '/en' : `/en${p}`}`);
  }
  for (const p of farm.products.filter((x) => x.status !== 'active')) expect(xml).not.toContain(`/prodotto/${p.slug}<`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseURL}/en/formaggi"/>`);
  expect(locs.every((l) => l.startsWith(`${baseURL}/`))).toBe(true);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /en/admin');
});
