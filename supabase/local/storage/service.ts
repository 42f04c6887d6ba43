// What the storage routes share: the caller's claims, bucket lookup, the storage folder.
import path from 'node:path';
import type { Context } from 'hono';
import type { PoolClient } from 'pg';
import type { StackContext } from '../context.ts';
import { claimsFromHeaders, type Claims } from '../jwt.ts';
import { withClaims } from '../db/role-context.ts';
import { bucketNotFound } from './errors.ts';
import type { BucketRow } from './limits.ts';

export interface Storage {
  ctx: StackContext;
  root: string;
  claims(c: Context): Promise<Claims>;
  /** Runs fn in a transaction as the caller, so the policies on storage.objects decide. */
  asCaller<T>(c: Context, claims: Claims, fn: (db: PoolClient) => Promise<T>, readOnly?: boolean): Promise<T>;
  /** Bucket settings, read as the superuser: limits and the public flag are not secrets. */
  bucket(id: string): Promise<BucketRow>;
}

export function createStorage(ctx: StackContext): Storage {
  return {
    ctx,
    root: path.join(ctx.config.dataDir, 'storage'),
    claims: (c) => claimsFromHeaders(c.req.raw.headers, ctx.config.jwtSecret),
    asCaller: (c, claims, fn, readOnly = false) =>
      withClaims(
        ctx.pool,
        claims,
        async (db) => {
          // Our own deletes go through the API, as the real storage server allows itself.
          await db.query(`select set_config('storage.allow_delete_query', 'true', true)`);
          return fn(db);
        },
        {
          readOnly,
          request: { method: c.req.method, path: new URL(c.req.url).pathname, headers: Object.fromEntries(c.req.raw.headers) },
        },
      ),
    bucket: async (id) => {
      const { rows } = await ctx.pool.query<BucketRow>(
        'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
        [id],
      );
      if (!rows[0]) throw bucketNotFound();
      return rows[0];
    },
  };
}
