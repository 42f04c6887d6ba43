// Signed URLs: a JWT of the project secret with {url: "<bucket>/<path>"}; fetching needs no auth.
import type { Context } from 'hono';
import { SignJWT, jwtVerify } from 'jose';
import type { Storage } from './service.ts';
import { StorageError, invalid, notFound } from './errors.ts';
import { cleanName } from './paths.ts';
import { serveFile, type ObjectMeta } from './serve-file.ts';

const key = (s: Storage) => new TextEncoder().encode(s.ctx.config.jwtSecret);
const encodePath = (p: string) => p.split('/').map(encodeURIComponent).join('/');

async function signOne(s: Storage, bucket: string, name: string, expiresIn: number): Promise<string> {
  const token = await new SignJWT({ url: `${bucket}/${name}` })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(key(s));
  return `/object/sign/${encodePath(bucket)}/${encodePath(name)}?token=${token}`;
}

const expiresOf = (v: unknown) => {
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw invalid('expiresIn must be a positive number');
  return Math.floor(n);
};

/** Names among `names` that the caller may select. */
async function visible(s: Storage, c: Context, bucket: string, names: string[]): Promise<Set<string>> {
  const claims = await s.claims(c);
  const rows = await s.asCaller(
    c,
    claims,
    async (db) => (await db.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2)', [bucket, names])).rows,
    true,
  );
  return new Set(rows.map((r) => r.name));
}

export async function signUrl(s: Storage, c: Context): Promise<Response> {
  const bucket = c.req.param('bucket')!;
  const name = cleanName(c.req.param('name')!);
  const body = (await c.req.json().catch(() => ({}))) as { expiresIn?: unknown };
  const expiresIn = expiresOf(body.expiresIn);
  if (!(await visible(s, c, bucket, [name])).has(name)) throw notFound();
  return c.json({ signedURL: await signOne(s, bucket, name, expiresIn) });
}

export async function signUrls(s: Storage, c: Context): Promise<Response> {
  const bucket = c.req.param('bucket')!;
  const body = (await c.req.json().catch(() => ({}))) as { expiresIn?: unknown; paths?: unknown };
  const expiresIn = expiresOf(body.expiresIn);
  if (!Array.isArray(body.paths)) throw invalid('paths must be an array');
  const names = (body.paths as unknown[]).map((p) => cleanName(String(p)));
  const ok = await visible(s, c, bucket, names);
  return c.json(
    await Promise.all(
      names.map(async (path) =>
        ok.has(path)
          ? { path, signedURL: await signOne(s, bucket, path, expiresIn), error: null }
          : { path, signedURL: null, error: 'Either the object does not exist or you do not have access to it' },
      ),
    ),
  );
}

export async function getSigned(s: Storage, c: Context): Promise<Response> {
  const bucket = c.req.param('bucket')!;
  const name = cleanName(c.req.param('name')!);
  const token = c.req.query('token');
  if (!token) throw new StorageError(400, 'InvalidSignature', 'Bad Request', 'Missing token');
  let url: unknown;
  try {
    url = (await jwtVerify(token, key(s), { algorithms: ['HS256'] })).payload.url;
  } catch {
    throw new StorageError(400, 'InvalidSignature', 'Bad Request', 'Invalid signature or expired');
  }
  if (url !== `${bucket}/${name}`) throw new StorageError(400, 'InvalidSignature', 'Bad Request', 'The url does not match the signature');
  const { rows } = await s.ctx.pool.query<{ metadata: ObjectMeta | null }>(
    'select metadata from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  if (!rows[0]) throw notFound();
  return serveFile(c, s.root, bucket, name, rows[0].metadata);
}
