// Sends an object's bytes with the headers storage sends: type, cache control, ETag, Last-Modified.
import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { notFound } from './errors.ts';
import { objectFile } from './paths.ts';

export interface ObjectMeta {
  mimetype?: string;
  cacheControl?: string;
  eTag?: string;
  lastModified?: string;
  size?: number;
}

export function serveFile(c: Context, root: string, bucket: string, name: string, meta: ObjectMeta | null): Response {
  const file = objectFile(root, bucket, name);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) throw notFound();
  const headers = new Headers({
    'Content-Type': meta?.mimetype ?? 'application/octet-stream',
    'Cache-Control': meta?.cacheControl ?? 'max-age=3600',
    'Content-Length': String(stat.size),
    'Last-Modified': meta?.lastModified ?? stat.mtime.toUTCString(),
    // Uploaded bytes are served with the type recorded at upload; a browser must not guess another (HTML in a .png).
    'X-Content-Type-Options': 'nosniff',
  });
  if (meta?.eTag) headers.set('ETag', meta.eTag);
  const download = c.req.query('download');
  if (download !== undefined) {
    const filename = download || name.split('/').pop()!;
    headers.set('Content-Disposition', `attachment; filename="${encodeURIComponent(filename)}"; filename*=UTF-8''${encodeURIComponent(filename)}`);
  }
  if (meta?.eTag && c.req.header('if-none-match') === meta.eTag) return new Response(null, { status: 304, headers });
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  const stream = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(stream, { status: 200, headers });
}
