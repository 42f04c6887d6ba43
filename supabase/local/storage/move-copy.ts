// POST /object/move and /object/copy {bucketId, sourceKey, destinationKey, destinationBucket?}.
import type { Context } from 'hono';
import type { Storage } from './service.ts';
import { invalid, notFound } from './errors.ts';
import { cleanName, objectFile } from './paths.ts';
import { copyFile, moveInto } from './files.ts';

async function readBody(c: Context) {
  const b = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
  if (!b || typeof b.bucketId !== 'string' || typeof b.sourceKey !== 'string' || typeof b.destinationKey !== 'string') {
    throw invalid('bucketId, sourceKey and destinationKey are required');
  }
  const toBucket = typeof b.destinationBucket === 'string' && b.destinationBucket ? b.destinationBucket : b.bucketId;
  return { bucket: b.bucketId, from: cleanName(b.sourceKey), toBucket, to: cleanName(b.destinationKey) };
}

export async function moveObject(s: Storage, c: Context): Promise<Response> {
  const { bucket, from, toBucket, to } = await readBody(c);
  const claims = await s.claims(c);
  await s.asCaller(c, claims, async (db) => {
    const { rowCount } = await db.query(
      `update storage.objects set bucket_id = $3, name = $4, updated_at = now() where bucket_id = $1 and name = $2`,
      [bucket, from, toBucket, to],
    );
    if (!rowCount) throw notFound();
    await moveInto(objectFile(s.root, bucket, from), objectFile(s.root, toBucket, to));
  });
  return c.json({ message: 'Successfully moved' });
}

export async function copyObject(s: Storage, c: Context): Promise<Response> {
  const { bucket, from, toBucket, to } = await readBody(c);
  const claims = await s.claims(c);
  await s.asCaller(c, claims, async (db) => {
    const { rowCount } = await db.query(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
       select $3, $4, $5::uuid, $6, metadata, user_metadata, gen_random_uuid()::text
         from storage.objects where bucket_id = $1 and name = $2`,
      [bucket, from, toBucket, to, /^[0-9a-f-]{36}$/i.test(String(claims.sub ?? '')) ? claims.sub : null, claims.sub ?? null],
    );
    if (!rowCount) throw notFound();
    await copyFile(objectFile(s.root, bucket, from), objectFile(s.root, toBucket, to));
  });
  return c.json({ Key: `${toBucket}/${to}` });
}
