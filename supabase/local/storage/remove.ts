// DELETE /object/<bucket> {prefixes}: rows the caller may not see or delete are skipped silently.
import type { Context } from 'hono';
import type { Storage } from './service.ts';
import { invalid, notFound } from './errors.ts';
import { cleanName, objectFile } from './paths.ts';
import { removeQuietly } from './files.ts';

async function removeObjects(s: Storage, c: Context, names: string[]): Promise<Response> {
  const bucket = c.req.param('bucket')!;
  const clean = names.map(cleanName);
  const claims = await s.claims(c);
  await s.bucket(bucket);
  const rows = await s.asCaller(c, claims, async (db) => {
    const { rows } = await db.query('delete from storage.objects where bucket_id = $1 and name = any($2) returning *', [bucket, clean]);
    return rows as Array<{ name: string }>;
  });
  await Promise.all(rows.map((r) => removeQuietly(objectFile(s.root, bucket, r.name))));
  return c.json(rows);
}

export async function removeMany(s: Storage, c: Context): Promise<Response> {
  const body = (await c.req.json().catch(() => null)) as { prefixes?: unknown } | null;
  if (!body || !Array.isArray(body.prefixes) || !body.prefixes.every((p) => typeof p === 'string')) {
    throw invalid('body must have a prefixes array of strings');
  }
  return removeObjects(s, c, body.prefixes);
}

export async function removeOne(s: Storage, c: Context): Promise<Response> {
  const res = await removeObjects(s, c, [c.req.param('name')!]);
  if (((await res.json()) as unknown[]).length === 0) throw notFound();
  return c.json({ message: 'Successfully deleted' });
}
