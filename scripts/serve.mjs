#!/usr/bin/env node
// Production server for dist/: SPA fallback, gzip/brotli, immutable caching of hashed assets and
// security headers with a CSP that allows only this origin and the Supabase API (http and ws).
// index.html may hold blocks for one page only, `<!-- page:/ -->…<!-- /page -->` (the home hero's preload):
// other paths get the html without them. With the API's anon key, product pages and lists get their first photo
// painted by the html (scripts/first-screens.mjs). Each page's html lists the chunks it needs
// (scripts/route-preloads.mjs) and a first visit gets the cookie notice in it (scripts/cookie-notice.mjs). Pages
// whose html paints something (a photo, else the notice) start the app only once that is on screen
// (startAfterPaint). English pages are the same pages under /en (src/lib/localized-path.mjs): their html says
// lang="en" and paints the English notice; every page's html carries its canonical and hreflang alternates
// (scripts/page-addresses.mjs), absolute from SITE_URL, else from the request's host. robots.txt's relative
// Sitemap line is made absolute for the host.
// Usage: node scripts/serve.mjs [--port 4173] [--dir dist]   env: PORT, HOST, VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY, SITE_URL
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { createFirstScreens, withFirstScreen } from './first-screens.mjs';
import { createCookieNotice, withCookieNotice } from './cookie-notice.mjs';
import { createRoutePreloads, withRoutePreloads } from './route-preloads.mjs';
import { withPageAddresses } from './page-addresses.mjs';
import { pagePath, pathLanguage } from '../src/lib/localized-path.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest']);

export function contentSecurityPolicy(apiUrl) {
  const api = new URL(apiUrl);
  const http = api.origin;
  const ws = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React style attributes and the toast library's injected styles need inline styles.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${http}`,
    `media-src 'self' ${http}`,
    "font-src 'self'",
    `connect-src 'self' ${http} ${ws}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function securityHeaders(apiUrl) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** Picks br, then gzip, from Accept-Encoding (q=0 means refused). */
export function pickEncoding(acceptEncoding = '') {
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name.trim().toLowerCase(), q ? Number(q.slice(2)) : 1];
    }),
  );
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

const PAGE_BLOCK = /<!-- page:(\S+) -->([\s\S]*?)<!-- \/page -->\n?/g;

/** index.html for one path: its own page blocks kept (markers removed), the others' dropped. */
export function htmlForPath(html, pathname) {
  return html.replace(PAGE_BLOCK, (_m, page, body) => (page === pathname ? body.replace(/^\n/, '') : ''));
}

const APP_START = /<!-- app-start src=(\S+) -->\n([\s\S]*?)[ \t]*<!-- \/app-start -->/;

/** For a page whose html paints before the app (a photo, or the cookie notice): the app's starting tags (gathered
 * at build by scripts/start-after-paint-plugin.ts) go inert into a template, and the small script that copies them
 * into head once that paint is on screen takes their place. On a slow line the first paint then has the bandwidth
 * to itself. When the notice is that paint (`notice`), its font stays live: text painted in the fallback font and
 * then drawn again by the app in the real one would count as a second, later largest paint. */
export function startAfterPaint(html, { notice = false } = {}) {
  return html.replace(APP_START, (_m, src, tags) => {
    const lines = tags.split('\n');
    const live = notice ? lines.filter((t) => t.includes(' data-notice-font')) : [];
    const inert = lines.filter((t) => !live.includes(t)).join('\n');
    return `${live.map((t) => `${t.trim()}\n    `).join('')}<template id="app-start">\n${inert}    </template>\n    <script type="module" src="${src}"></script>`;
  });
}

/** robots.txt with absolute Sitemap URLs, as the standard (and Lighthouse) requires. */
export function absoluteRobots(text, origin) {
  return text.replace(/^(Sitemap:\s*)(\/\S*)$/gim, (_m, key, p) => `${key}${origin}${p}`);
}

/** Cache-Control by path: hashed build assets forever, fonts and photos long, the html always revalidated. */
export function cacheControl(pathname, ext) {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (ext === '.html') return 'no-cache';
  // Fonts and photos keep their names only while their content stays the same (a new photo gets a new name).
  if (pathname.startsWith('/fonts/') || pathname.startsWith('/images/')) return 'public, max-age=31536000';
  return 'public, max-age=3600';
}

function compress(raw, encoding) {
  if (encoding === 'br') return zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
  if (encoding === 'gzip') return zlib.gzipSync(raw, { level: 9 });
  return raw;
}

// dist/.vite holds the build's manifests (chunk map, route preloads): read by this server, never served. Dot folders
// are private in general, except the standard .well-known.
const isPrivate = (relative) => relative.split(path.sep).some((part) => part.startsWith('.') && part !== '.well-known');

/** The site's origin for absolute addresses: SITE_URL's when given, else the one the request came to. */
function requestOrigin(req, siteUrl) {
  if (siteUrl) return new URL(siteUrl).origin;
  return `${req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
}

// Cached html bodies vary by address (their canonical) and host: bounded, the oldest dropped first.
const MAX_CACHED = 2000;

export function createServer({ dir = path.join(ROOT, 'dist'), apiUrl = 'http://127.0.0.1:54321', anonKey, siteUrl } = {}) {
  const root = path.resolve(dir);
  const headers = securityHeaders(apiUrl);
  const firstScreen = anonKey ? createFirstScreens({ apiUrl, anonKey }) : async () => null;
  // Written by the build's plugins next to Vite's manifest; a build without them is served without those parts.
  const buildJson = (name) => {
    const file = path.join(root, '.vite', name);
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
  };
  const routes = buildJson('route-preloads.json');
  const routeFor = routes ? createRoutePreloads(routes) : () => null;
  const notices = buildJson('cookie-notice.json');
  const noticeFor = notices ? createCookieNotice(notices) : () => null;
  const heads = buildJson('page-head.json') ?? {};
  const cache = new Map(); // `${file}|${encoding}` → Buffer, files never change while serving

  function load(file, encoding, variant = '', transform = (b) => b) {
    const key = `${file}|${encoding ?? ''}|${variant}`;
    if (cache.has(key)) return cache.get(key);
    const body = compress(transform(fs.readFileSync(file)), encoding);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value);
    cache.set(key, body);
    return body;
  }

  function resolveFile(urlPath) {
    let decoded;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const file = path.resolve(root, '.' + path.posix.normalize(decoded));
    if (!file.startsWith(root + path.sep) && file !== root) return null; // no escaping dist/
    if (isPrivate(path.relative(root, file))) return null;
    try {
      return fs.statSync(file).isFile() ? file : null;
    } catch {
      return null;
    }
  }

  return http.createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...headers }).end();
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    let file = resolveFile(pathname);
    let status = 200;
    if (!file) {
      // A missing asset is a real 404 (a stale chunk must fail, so the app reloads); pages fall back to the SPA.
      if (pathname.startsWith('/assets/') || path.extname(pathname) !== '') {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end('Not found');
        return;
      }
      file = path.join(root, 'index.html');
    }
    const ext = path.extname(file);
    const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(String(req.headers['accept-encoding'] ?? '')) : null;
    let body;
    if (ext === '.html') {
      // English pages are the Italian ones under /en: the same blocks, chunks and first screens.
      const html = fs.readFileSync(file, 'utf8');
      const page = pagePath(pathname);
      const lang = pathLanguage(pathname);
      const origin = requestOrigin(req, siteUrl);
      const variant = [...html.matchAll(PAGE_BLOCK)].some((m) => m[1] === page) ? page : '';
      const route = routeFor(page);
      const notice = noticeFor(String(req.headers.cookie ?? ''), lang);
      const screen = variant ? null : await firstScreen(page);
      // A page block paints the home's photo; first screens paint the others'. Without a photo, the notice is
      // the first paint.
      const painted = Boolean(variant || screen);
      const build = (source) => {
        const addressed = withPageAddresses(htmlForPath(source, variant), pathname, origin, heads);
        const built = withCookieNotice(withRoutePreloads(addressed, route?.files ?? []), notice, painted);
        return painted || notice ? startAfterPaint(withFirstScreen(built, screen), { notice: !painted }) : built;
      };
      // First screens change with the API's data: built per request; the rest is cached by address (its canonical).
      body = screen
        ? compress(Buffer.from(build(html)), encoding)
        : load(file, encoding, `${origin}${pathname}|${variant}|${notice?.key ?? ''}`, (raw) => Buffer.from(build(raw.toString('utf8'))));
    } else if (pathname === '/robots.txt') {
      // Not cached: the Host header is the client's, any number of them.
      body = compress(Buffer.from(absoluteRobots(fs.readFileSync(file, 'utf8'), requestOrigin(req, siteUrl))), encoding);
    } else {
      body = load(file, encoding);
    }
    res.writeHead(status, {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': cacheControl(pathname, ext),
      // The html holds the cookie notice or not, in one language or the other, by the visitor's cookies.
      Vary: ext === '.html' ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

function arg(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(arg('port') ?? process.env.PORT ?? 4173);
  const host = process.env.HOST ?? '127.0.0.1';
  const dir = path.resolve(arg('dir') ?? path.join(ROOT, 'dist'));
  const apiUrl = process.env.VITE_SUPABASE_URL || process.env.SUPABASE_URL || 'http://127.0.0.1:54321';
  const anonKey = process.env.VITE_SUPABASE_ANON_KEY || process.env.SUPABASE_ANON_KEY || undefined;
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No build in ${dir}: run npm run build first.`);
    process.exit(1);
  }
  const server = createServer({ dir, apiUrl, anonKey, siteUrl: process.env.SITE_URL || undefined });
  server.listen(port, host, () => {
    const addr = server.address();
    console.log(`Serving ${path.relative(ROOT, dir) || dir} at http://${host}:${typeof addr === 'object' && addr ? addr.port : port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
