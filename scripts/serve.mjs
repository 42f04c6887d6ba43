#!/usr/bin/env node
// Production server for dist/: SPA fallback, gzip/brotli, immutable caching of hashed assets and
// security headers with a CSP that allows only this origin and the Supabase API (http and ws).
// Usage: node scripts/serve.mjs [--port 4173] [--dir dist]   env: PORT, HOST, VITE_SUPABASE_URL
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

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

export function createServer({ dir = path.join(ROOT, 'dist'), apiUrl = 'http://127.0.0.1:54321' } = {}) {
  const root = path.resolve(dir);
  const headers = securityHeaders(apiUrl);
  const cache = new Map(); // `${file}|${encoding}` → Buffer, files never change while serving

  function load(file, encoding) {
    const key = `${file}|${encoding ?? ''}`;
    if (cache.has(key)) return cache.get(key);
    const raw = fs.readFileSync(file);
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
        : encoding === 'gzip'
          ? zlib.gzipSync(raw, { level: 9 })
          : raw;
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
    try {
      return fs.statSync(file).isFile() ? file : null;
    } catch {
      return null;
    }
  }

  return http.createServer((req, res) => {
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
    const body = load(file, encoding);
    const hashed = pathname.startsWith('/assets/');
    res.writeHead(status, {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : ext === '.html' ? 'no-cache' : 'public, max-age=3600',
      Vary: 'Accept-Encoding',
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
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No build in ${dir}: run npm run build first.`);
    process.exit(1);
  }
  const server = createServer({ dir, apiUrl });
  server.listen(port, host, () => {
    const addr = server.address();
    console.log(`Serving ${path.relative(ROOT, dir) || dir} at http://${host}:${typeof addr === 'object' && addr ? addr.port : port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
