// Bucket CRUD under the caller's claims (RLS on storage.buckets: in practice the service key).
import type { Context } from 'hono';
import type { Storage } from './service.ts';
import { StorageError, bucketNotFound, invalid } from './errors.ts';
import { objectFile, validBucketId } from './paths.ts';
import { removeQuietly } from './files.ts';

interface BucketBody {
  id?: string;
  name?: string;
  public?: boolean;
  file_size_limit?: number | string | null;
  allowed_mime_types?: string[] | null;
}

const UNITS: Record<string, number> = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9, kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3 };

/** Accepts a number of bytes or a string like "5MB" / "50MiB", as storage does. */
function parseSize(v: BucketBody['file_size_limit']): number | null {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'number') return v;
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(v);
  const unit = UNITS[(m?.[2] || 'b').toLowerCase()];
  if (!m || !unit) throw invalid(`Invalid file_size_limit: ${v}`);
  return Math.round(Number(m[1]) * unit);
}

async function body(c: Context): Promise<BucketBody> {
  const b = (await c.req.json().catch(() => null)) as BucketBody | null;
  if (!b || typeof b !== 'object') throw invalid('Body must be JSON');
  return b;
}

export async function createBucket(s: Storage, c: Context): Promise<Response> {
  const b = await body(c);
  const id = validBucketId(b.id ?? b.name ?? '');
  const claims = await s.claims(c);
  await s.asCaller(c, claims, (db) =>
    db.query(
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types, owner, owner_id)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, b.name ?? id, Boolean(b.public), parseSize(b.file_size_limit), b.allowed_mime_types ?? null, null, claims.sub ?? null],
    ),
  );
  return c.json({ name: id });
}

export async function listBuckets(s: Storage, c: Context): Promise<Response> {
  const claims = await s.claims(c);
  const rows = await s.asCaller(c, claims, async (db) => (await db.query<Record<string, unknown>>('select * from storage.buckets order by id')).rows, true);
  return c.json(rows);
}

export async function getBucket(s: Storage, c: Context): Promise<Response> {
  const claims = await s.claims(c);
  const id = c.req.param('id')!;
  const rows = await s.asCaller(c, claims, async (db) => (await db.query<Record<string, unknown>>('select * from storage.buckets where id = $1', [id])).rows, true);
  if (!rows[0]) throw bucketNotFound();
  return c.json(rows[0]);
}

export async function updateBucket(s: Storage, c: Context): Promise<Response> {
  const b = await body(c);
  const claims = await s.claims(c);
  const id = c.req.param('id')!;
  const n = await s.asCaller(c, claims, async (db) => {
    const r = await db.query(
      `update storage.buckets set public = coalesce($2, public),
         file_size_limit = case when $3 then $4 else file_size_limit end,
         allowed_mime_types = case when $5 then $6 else allowed_mime_types end, updated_at = now()
       where id = $1`,
      [id, b.public ?? null, 'file_size_limit' in b, parseSize(b.file_size_limit), 'allowed_mime_types' in b, b.allowed_mime_types ?? null],
    );
    return r.rowCount;
  });
  if (!n) throw bucketNotFound();
  return c.json({ message: 'Successfully updated' });
}

/**
 * As storage does: the bucket must be visible to the caller, and only the rows the caller may delete go, each
 * with its own file; files of rows the policies keep are never touched.
 */
export async function emptyBucket(s: Storage, c: Context): Promise<Response> {
  const claims = await s.claims(c);
  const id = validBucketId(c.req.param('id')!);
  await s.bucket(id);
  const names = await s.asCaller(c, claims, async (db) => {
    const seen = await db.query('select 1 from storage.buckets where id = $1', [id]);
    if (!seen.rowCount) throw bucketNotFound();
    const { rows } = await db.query<{ name: string }>('delete from storage.objects where bucket_id = $1 returning name', [id]);
    return rows.map((r) => r.name);
  });
  await Promise.all(names.map((n) => removeQuietly(objectFile(s.root, id, n))));
  return c.json({ message: 'Successfully emptied' });
}

export async function deleteBucket(s: Storage, c: Context): Promise<Response> {
  const claims = await s.claims(c);
  const id = validBucketId(c.req.param('id')!);
  const n = await s.asCaller(c, claims, async (db) => {
    const { rows } = await db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
    if (rows.length) throw new StorageError(409, 'InvalidRequest', 'Bucket not empty', 'The bucket you tried to delete is not empty');
    return (await db.query('delete from storage.buckets where id = $1', [id])).rowCount;
  });
  if (!n) throw bucketNotFound();
  return c.json({ message: 'Successfully deleted' });
}
