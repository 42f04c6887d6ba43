// Runs work as the caller: one transaction, the JWT's role and claims set locally, so RLS decides.
import type { Pool, PoolClient } from 'pg';
import pg from 'pg';
import type { Claims } from '../jwt.ts';

const ALLOWED_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export interface RequestInfo {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  /** The request's schema then the extra search path, as PostgREST sets search_path per request. */
  searchPath?: string[];
}

class RoleError extends Error {
  readonly code = '22023';
  constructor(role: string) {
    super(`role "${role}" does not exist`);
  }
}

const lit = (v: string) => pg.escapeLiteral(v);

// The API roles' own settings (ALTER ROLE … SET, e.g. statement_timeout anon 3 s, authenticated 8 s). They apply
// only at login, never on a role switch, so each request sets them itself, as PostgREST does for the impersonated
// role: without them one pathological query as anon ran for ever. Kept per process: every stack has the same
// bootstrap, and loadRoleSettings runs again on each schema reload.
let roleSettings: ReadonlyMap<string, ReadonlyArray<readonly [string, string]>> = new Map();

function setRoleSettings(settings: ReadonlyMap<string, ReadonlyArray<readonly [string, string]>>): void {
  roleSettings = settings;
}

/** Reads the API roles' settings (database-specific ones over global ones) for beginSql. */
export async function loadRoleSettings(pool: Pool): Promise<void> {
  const { rows } = await pool.query<{ role: string; config: string[] }>(
    `select r.rolname as role, s.setconfig as config
       from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
      where r.rolname = any($1)
        and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
      order by s.setdatabase`,
    [[...ALLOWED_ROLES]],
  );
  const out = new Map<string, Map<string, string>>();
  for (const { role, config } of rows) {
    const m = out.get(role) ?? new Map<string, string>();
    for (const entry of config ?? []) {
      const i = entry.indexOf('=');
      if (i > 0) m.set(entry.slice(0, i), entry.slice(i + 1));
    }
    out.set(role, m);
  }
  setRoleSettings(new Map([...out].map(([role, m]) => [role, [...m]])));
}

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
    ` set_config('request.headers', ${lit(JSON.stringify(opts.request?.headers ?? {}))}, true)` +
    (opts.request?.searchPath ? `, set_config('search_path', ${lit(opts.request.searchPath.map((s) => pg.escapeIdentifier(s)).join(', '))}, true)` : '') +
    (roleSettings.get(claims.role) ?? []).map(([name, value]) => `, set_config(${lit(name)}, ${lit(value)}, true)`).join('')
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
