// Reading objects: authenticated (under RLS), public (bucket must be public), info.
import type { Context } from 'hono';
import type { Storage } from './service.ts';
import { bucketNotFound, notFound } from './errors.ts';
import { cleanName } from './paths.ts';
import { serveFile, type ObjectMeta } from './serve-file.ts';

interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  metadata: ObjectMeta | null;
  user_metadata: Record<string, unknown> | null;
  version: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

async function visibleObject(s: Storage, c: Context, bucket: string, name: string): Promise<ObjectRow> {
  const claims = await s.claims(c);
  const row = await s.asCaller(
    c,
    claims,
    async (db) =>
      (await db.query<ObjectRow>('select * from storage.objects where bucket_id = $1 and name = $2', [bucket, name])).rows[0],
    true,
  );
  if (!row) throw notFound();
  return row;
}

export async function downloadAuthenticated(s: Storage, c: Context): Promise<Response> {
  const bucket = c.req.param('bucket')!;
  const name = cleanName(c.req.param('name')!);
  const row = await visibleObject(s, c, bucket, name);
  return serveFile(c, s.root, bucket, name, row.metadata);
}

export async function downloadPublic(s: Storage, c: Context): Promise<Response> {
  const bucketId = c.req.param('bucket')!;
  const name = cleanName(c.req.param('name')!);
  const bucket = await s.bucket(bucketId);
  if (!bucket.public) throw bucketNotFound();
  const { rows } = await s.ctx.pool.query<ObjectRow>('select metadata from storage.objects where bucket_id = $1 and name = $2', [
    bucketId,
    name,
  ]);
  if (!rows[0]) throw notFound();
  return serveFile(c, s.root, bucketId, name, rows[0].metadata);
}

export async function objectInfo(s: Storage, c: Context): Promise<Response> {
  const bucket = c.req.param('bucket')!;
  const name = cleanName(c.req.param('name')!);
  const row = await visibleObject(s, c, bucket, name);
  const m = row.metadata ?? {};
  return c.json({
    id: row.id,
    name: row.name,
    bucket_id: row.bucket_id,
    version: row.version,
    size: m.size ?? null,
    content_type: m.mimetype ?? null,
    cache_control: m.cacheControl ?? null,
    etag: m.eTag ?? null,
    metadata: row.user_metadata,
    last_modified: m.lastModified ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  });
}
