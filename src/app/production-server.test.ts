// scripts/serve.mjs, the production server of the built app: compression of every text type, caching by
// kind of file, the home-only html blocks, robots.txt's absolute Sitemap (Lighthouse rejects a relative one), and
// each address's language, canonical and hreflang alternates (English pages under /en).
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absoluteRobots, cacheControl, createServer, htmlForPath } from '../../scripts/serve.mjs';

const HEAD_TEXTS =
  '<title>Tenuta · Caseificio</title><meta name="description" content="Formaggi" /><meta property="og:title" content="Tenuta · Caseificio" />' +
  '<meta property="og:description" content="Formaggi" /><meta property="og:locale" content="it_IT" />';
const HTML = '<head>\n<!-- page:/ -->\n<link rel="preload" href="/hero.webp">\n<!-- /page -->\n</head><div id="root"><!-- page:/ --><img src="/hero.webp"><!-- /page --></div>';

describe('html blocks for one page', () => {
  it('keeps the home blocks on / without their markers and drops them elsewhere', () => {
    expect(htmlForPath(HTML, '/')).toBe('<head>\n<link rel="preload" href="/hero.webp">\n</head><div id="root"><img src="/hero.webp"></div>');
    expect(htmlForPath(HTML, '/formaggi')).toBe('<head>\n</head><div id="root"></div>');
  });
});

describe('robots.txt', () => {
  it('makes a relative Sitemap absolute and leaves an absolute one alone', () => {
    expect(absoluteRobots('User-agent: *\nSitemap: /sitemap.xml\n', 'https://shop.example')).toBe('User-agent: *\nSitemap: https://shop.example/sitemap.xml\n');
    expect(absoluteRobots('Sitemap: https://a.example/s.xml', 'https://b.example')).toBe('Sitemap: https://a.example/s.xml');
  });
});

describe('cache control', () => {
  it('is immutable for hashed assets, long for fonts and photos, revalidated for html', () => {
    expect(cacheControl('/assets/index-abc.js', '.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/fonts/inter-latin.woff2', '.woff2')).toBe('public, max-age=31536000');
    expect(cacheControl('/images/site/hero-800.webp', '.webp')).toBe('public, max-age=31536000');
    expect(cacheControl('/index.html', '.html')).toBe('no-cache');
    expect(cacheControl('/robots.txt', '.txt')).toBe('public, max-age=3600');
  });
});

describe('the server', () => {
  let dir: string;
  let base: string;
  let server: ReturnType<typeof createServer>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
    const files: Record<string, string> = {
      // As built: the app's starting tags in their block (scripts/start-after-paint-plugin.ts).
      'index.html': '<!doctype html>\n<html lang="it">\n' + HEAD_TEXTS + HTML.replace('</head>', '<!-- app-start src=/assets/start.js -->\n<script type="module" src="/assets/index-abc.js"></script>\n<!-- /app-start -->\n</head>') + '</body>',
      '.vite/cookie-notice.json': JSON.stringify({ it: '<div id="first-notice">it</div>', en: '<div id="first-notice">en</div>' }),
      '.vite/page-head.json': JSON.stringify({ en: { title: 'Tenuta · Dairy & $& farm', description: 'Cheeses "from" the farm', locale: 'en_GB' } }),
      '.vite/route-preloads.json': JSON.stringify([{ pattern: '/formaggi', files: ['/assets/formaggi-abc.js'] }]),
      'robots.txt': 'User-agent: *\nSitemap: /sitemap.xml\n',
      'sitemap.xml': '<urlset></urlset>',
      'assets/index-abc.js': 'console.log(1)'.repeat(50),
      'assets/index-abc.css': 'body{}'.repeat(50),
      'site/favicon.svg': '<svg></svg>',
      'data.json': '{}',
      'site.webmanifest': '{}',
      '.vite/manifest.json': '{"src/main.tsx":{"file":"assets/index-abc.js"}}',
      '.well-known/security.txt': 'Contact: mailto:security@example.test',
    };
    for (const [name, body] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), body);
    }
    server = createServer({ dir, apiUrl: 'http://127.0.0.1:54321' });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (p: string, encoding = 'br', cookie = '') =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
      // node's http, since fetch would decompress and hide Content-Encoding.
      void import('node:http').then(({ get: httpGet }) =>
        httpGet(`${base}${p}`, { headers: { 'accept-encoding': encoding, cookie } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const enc = res.headers['content-encoding'];
            const body = enc === 'br' ? zlib.brotliDecompressSync(raw) : enc === 'gzip' ? zlib.gunzipSync(raw) : raw;
            resolve({ headers: res.headers, body: body.toString('utf8') });
          });
        }).on('error', reject),
      );
    });

  it('compresses every text type', async () => {
    for (const p of ['/', '/assets/index-abc.js', '/assets/index-abc.css', '/site/favicon.svg', '/sitemap.xml', '/robots.txt', '/data.json', '/site.webmanifest']) {
      expect((await get(p)).headers['content-encoding'], p).toBe('br');
      expect((await get(p, 'gzip')).headers['content-encoding'], p).toBe('gzip');
    }
  });

  it('serves the home blocks on / only', async () => {
    expect((await get('/')).body).toContain('<img src="/hero.webp">');
    expect((await get('/formaggi')).body).not.toContain('hero.webp');
  });

  it("starts the app after the html's own paint (a photo, else the cookie notice), at once when it paints nothing", async () => {
    const home = (await get('/', 'br', 'cookie_consent=all')).body;
    expect(home).toContain('<template id="app-start">\n<script type="module" src="/assets/index-abc.js"></script>\n');
    expect(home).toContain('<script type="module" src="/assets/start.js"></script>');
    // No photo here: the first visit's notice is what the html paints.
    const firstVisit = (await get('/formaggi')).body;
    expect(firstVisit).toContain('<div id="first-notice">it</div>');
    expect(firstVisit).toMatch(/<template id="app-start">\n<script type="module" src="\/assets\/index-abc\.js"><\/script>\n/);
    expect(firstVisit).toContain('<script type="module" src="/assets/start.js"></script>');
    // Nothing painted before the app: its tags are live from the start.
    const chosen = (await get('/formaggi', 'br', 'cookie_consent=essential')).body;
    expect(chosen).not.toContain('<template');
    expect(chosen).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  it('paints the cookie notice until the visitor has chosen, and says the html varies by cookie', async () => {
    const first = await get('/formaggi');
    expect(first.body).toContain('<div id="first-notice">it</div>');
    expect(first.headers.vary).toBe('Accept-Encoding, Cookie');
    expect((await get('/formaggi', 'br', 'lang=en')).body).toContain('<div id="first-notice">en</div>');
    expect((await get('/formaggi', 'br', 'cookie_consent=all')).body).not.toContain('first-notice');
    expect((await get('/assets/index-abc.js')).headers.vary).toBe('Accept-Encoding');
  });

  const links = (html: string) => ({
    lang: /<html lang="(\w+)">/.exec(html)?.[1],
    canonical: [...html.matchAll(/<link rel="canonical" href="([^"]+)" \/>/g)].map((m) => m[1]),
    alternates: Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([\w-]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], m[2]])),
  });

  it('writes an Italian address as Italian, with its canonical and its alternates, absolute', async () => {
    expect(links((await get('/formaggi')).body)).toEqual({
      lang: 'it',
      canonical: [`${base}/formaggi`],
      alternates: { it: `${base}/formaggi`, en: `${base}/en/formaggi`, 'x-default': `${base}/formaggi` },
    });
    expect(links((await get('/')).body)).toEqual({
      lang: 'it',
      canonical: [`${base}/`],
      alternates: { it: `${base}/`, en: `${base}/en`, 'x-default': `${base}/` },
    });
  });

  it('writes an English address as English: lang, canonical, alternates, the English notice whatever the cookie', async () => {
    const page = (await get('/en/formaggi', 'br', 'lang=it')).body;
    expect(links(page)).toEqual({
      lang: 'en',
      canonical: [`${base}/en/formaggi`],
      alternates: { it: `${base}/formaggi`, en: `${base}/en/formaggi`, 'x-default': `${base}/formaggi` },
    });
    expect(page).toContain('<div id="first-notice">en</div>');
    expect(page).not.toContain('<div id="first-notice">it</div>');
    expect((await get('/en/prodotto/primo-fiore/')).body).toContain(`<link rel="canonical" href="${base}/en/prodotto/primo-fiore" />`);
  });

  it("gives an English address the English site-wide title and description; an Italian one keeps the Italian", async () => {
    const en = (await get('/en/contatti')).body;
    expect(en).toContain('<title>Tenuta · Dairy &amp; $&amp; farm</title>');
    expect(en).toContain('<meta name="description" content="Cheeses &quot;from&quot; the farm" />');
    expect(en).toContain('<meta property="og:title" content="Tenuta · Dairy &amp; $&amp; farm" />');
    expect(en).toContain('<meta property="og:description" content="Cheeses &quot;from&quot; the farm" />');
    expect(en).toContain('<meta property="og:locale" content="en_GB" />');
    const it = (await get('/contatti')).body;
    expect(it).toContain(HEAD_TEXTS);
  });

  it("gives an English address its page's chunks and home blocks", async () => {
    expect((await get('/en/formaggi')).body).toContain('<link rel="modulepreload" crossorigin href="/assets/formaggi-abc.js">');
    for (const home of ['/en', '/en/']) {
      const html = (await get(home)).body;
      expect(html, home).toContain('<img src="/hero.webp">');
      expect(links(html).canonical, home).toEqual([`${base}/en`]);
    }
    expect((await get('/en/formaggi')).body).not.toContain('hero.webp');
  });

  it('takes the absolute addresses from SITE_URL when it is given', async () => {
    const site = createServer({ dir, apiUrl: 'http://127.0.0.1:54321', siteUrl: 'https://farm.example/' });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const at = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
      const html = await (await fetch(`${at}/en/blog`)).text();
      expect(links(html).canonical).toEqual(['https://farm.example/en/blog']);
      expect(links(html).alternates['x-default']).toBe('https://farm.example/blog');
      expect(await (await fetch(`${at}/robots.txt`)).text()).toContain('Sitemap: https://farm.example/sitemap.xml');
    } finally {
      site.close();
    }
  });

  it("lists the page's own chunks in its html", async () => {
    expect((await get('/formaggi')).body).toContain('<link rel="modulepreload" crossorigin href="/assets/formaggi-abc.js">');
    expect((await get('/')).body).not.toContain('formaggi-abc.js');
  });

  it('answers robots.txt with the absolute Sitemap of the host asked', async () => {
    expect((await get('/robots.txt')).body).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  it('does not serve the build manifests of .vite/ nor other dot folders, but does serve .well-known', async () => {
    for (const p of ['/.vite/manifest.json', '/.vite/route-preloads.json', '/.vite/cookie-notice.json', '/%2Evite/manifest.json', '/assets/../.vite/manifest.json']) {
      const res = await fetch(`${base}${p}`);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toContain('assets/index-abc.js');
    }
    expect((await fetch(`${base}/.well-known/security.txt`)).status).toBe(200);
  });

  it('marks hashed assets immutable', async () => {
    expect((await get('/assets/index-abc.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
