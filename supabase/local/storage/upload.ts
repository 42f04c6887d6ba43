// POST (create, or upsert with x-upsert) and PUT (update) of an object.
import type { Context } from 'hono';
import type { Storage } from './service.ts';
import { readUpload } from './body.ts';
import { checkUpload, bucketLimit, tooLarge } from './limits.ts';
import { notFound } from './errors.ts';
import { cleanName, objectFile } from './paths.ts';
import { md5, moveInto, removeQuietly, writeTemp } from './files.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const UPSERT_CLAUSE = (upsert: boolean) =>
  upsert
    ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner,
       owner_id = excluded.owner_id, user_metadata = excluded.user_metadata, version = excluded.version,
       updated_at = now(), last_accessed_at = now()`
    : '';

export async function upload(s: Storage, c: Context, mode: 'create' | 'update'): Promise<Response> {
  const bucketId = c.req.param('bucket')!;
  const name = cleanName(c.req.param('name')!);
  const claims = await s.claims(c);
  const bucket = await s.bucket(bucketId);
  const declaredLength = Number(c.req.header('content-length') ?? 0);
  // Multipart adds a little framing around the file, hence the slack before reading the body.
  if (declaredLength > bucketLimit(bucket) + 64 * 1024) throw tooLarge();
  // Without (or despite) a Content-Length, reading stops at the limit.
  const body = await readUpload(c.req.raw, bucketLimit(bucket));
  const mimetype = await checkUpload(bucket, body.bytes, body.contentType);
  const upsert = mode === 'create' && c.req.header('x-upsert') === 'true';
  const metadata = {
    eTag: `"${md5(body.bytes)}"`,
    size: body.bytes.byteLength,
    mimetype,
    cacheControl: body.cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: body.bytes.byteLength,
    httpStatusCode: 200,
  };
  const owner = typeof claims.sub === 'string' && UUID.test(claims.sub) ? claims.sub : null;
  const file = objectFile(s.root, bucketId, name);
  const tmp = await writeTemp(s.root, body.bytes);
  try {
    const id = await s.asCaller(c, claims, async (db) => {
      const { rows } =
        mode === 'update'
          ? await db.query<{ id: string }>(
              `update storage.objects set metadata = $3, user_metadata = $4, updated_at = now(), last_accessed_at = now()
                where bucket_id = $1 and name = $2 returning id`,
              [bucketId, name, metadata, body.userMetadata],
            )
          : await db.query<{ id: string }>(
              `insert into storage.objects (bucket_id, name, metadata, owner, owner_id, user_metadata, version)
               values ($1, $2, $3, $4, $5, $6, gen_random_uuid()::text)
               ${UPSERT_CLAUSE(upsert)} returning id`,
              [bucketId, name, metadata, owner, claims.sub ?? null, body.userMetadata],
            );
      if (!rows[0]) throw notFound();
      await moveInto(tmp, file);
      return rows[0].id;
    });
    return c.json({ Id: id, Key: `${bucketId}/${name}` });
  } finally {
    await removeQuietly(tmp);
  }
}
