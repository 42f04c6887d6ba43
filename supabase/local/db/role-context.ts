// Runs work as the caller: one transaction, the JWT's role and claims set locally, so RLS decides.
import type { Pool, PoolClient } from 'pg';
import pg from 'pg';
import type { Claims } from '../jwt.ts';

const ALLOWED_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export interface RequestInfo {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
}

export class RoleError extends Error {
  readonly code = '22023';
  constructor(role: string) {
    super(`role "${role}" does not exist`);
  }
}

const lit = (v: string) => pg.escapeLiteral(v);

/** The statement that opens the transaction and sets role, claims and request settings. */
export function beginSql(claims: Claims, opts: { readOnly?: boolean; request?: RequestInfo } = {}): string {
  if (!ALLOWED_ROLES.has(claims.role)) throw new RoleError(claims.role);
  const role = lit(claims.role);
  // Simple-protocol multi-statement so that BEGIN and the settings cost one round trip;
  // every value goes through escapeLiteral.
  return (
    `${opts.readOnly ? 'BEGIN READ ONLY' : 'BEGIN'};` +
    `SELECT set_config('role', ${role}, true), set_config('request.jwt.claims', ${lit(JSON.stringify(claims))}, true),` +
    ` set_config('request.jwt.claim.sub', ${lit(String(claims.sub ?? ''))}, true),` +
    ` set_config('request.jwt.claim.role', ${role}, true),` +
    ` set_config('request.method', ${lit(opts.request?.method ?? '')}, true),` +
    ` set_config('request.path', ${lit(opts.request?.path ?? '')}, true),` +
    ` set_config('request.headers', ${lit(JSON.stringify(opts.request?.headers ?? {}))}, true)`
  );
}

/**
 * Opens a transaction as the claims' role with request.jwt.claims (plus the legacy
 * request.jwt.claim.* and request.headers settings PostgREST sets), runs fn, commits.
 * Rolls back when fn throws or when `rollback` is set.
 */
export async function withClaims<T>(
  pool: Pool,
  claims: Claims,
  fn: (client: PoolClient) => Promise<T>,
  opts: { readOnly?: boolean; request?: RequestInfo; rollback?: boolean } = {},
): Promise<T> {
  const begin = beginSql(claims, opts);
  const client = await pool.connect();
  let open = false;
  try {
    open = true;
    await client.query(begin);
    const result = await fn(client);
    await client.query(opts.rollback ? 'ROLLBACK' : 'COMMIT');
    open = false;
    return result;
  } catch (e) {
    if (open) await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}
