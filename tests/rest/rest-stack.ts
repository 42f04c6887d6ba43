// A running stack for the REST tests: the shared one from tests/setup when present, else one started here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import ws from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { StackConfig } from '../../supabase/local/config.ts';
import { startStack, type RunningStack } from '../../supabase/local/stack.ts';
import { signJwt } from '../../supabase/local/jwt.ts';
import { FIXTURE_SQL } from './fixture.ts';

export interface RestEnv {
  url: string;
  anonKey: string;
  serviceKey: string;
  databaseUrl: string;
  jwtSecret: string;
  stop(): Promise<void>;
}

async function startRestEnv(overrides: Partial<StackConfig> = {}): Promise<RestEnv> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rest-test-'));
  fs.chmodSync(dataDir, 0o777);
  const stack: RunningStack = await startStack({ port: 0, dbPort: 0, dataDir, mail: false, functions: false, quiet: true, databaseUrl: undefined, ...overrides });
  return {
    url: stack.apiUrl,
    anonKey: stack.anonKey,
    serviceKey: stack.serviceRoleKey,
    databaseUrl: stack.databaseUrl,
    jwtSecret: stack.config.jwtSecret,
    stop: async () => {
      await stack.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates the fixture schema and waits until the REST schema cache sees it. */
async function loadFixture(env: RestEnv, sql = FIXTURE_SQL, probe = 'fx_counters?select=name'): Promise<void> {
  await runSql(env, sql);
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${env.url}/rest/v1/${probe}`, { headers: { apikey: env.anonKey } });
    if (res.status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('fixture tables never appeared in the schema cache');
}

/** Runs SQL as the database superuser. */
export async function runSql(env: RestEnv, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: env.databaseUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

export function client(env: RestEnv, token?: string, schema?: string): SupabaseClient {
  // The schema is chosen per test: typed as the default so that .from() keeps its loose typing.
  return createClient(env.url, env.anonKey, {
    db: schema ? { schema: schema as 'public' } : undefined,
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; realtime-js needs one at construction.
    realtime: { transport: ws as never },
    global: token ? { headers: { Authorization: `Bearer ${token}` } } : undefined,
  });
}

export async function userToken(env: RestEnv, sub: string, extra: Record<string, unknown> = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ sub, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600, ...extra }, env.jwtSecret);
}

export function rest(env: RestEnv, pathAndQuery: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', env.anonKey);
  return fetch(`${env.url}/rest/v1${pathAndQuery}`, { ...init, headers });
}

/** For a test file: a REST env with the fixture loaded before its tests (handed to `ready`), stopped after them. */
export function useRestEnv(
  ready: (env: RestEnv) => void,
  o: { overrides?: Partial<StackConfig>; sql?: string; probe?: string } = {},
): void {
  let env: RestEnv | undefined;
  beforeAll(async () => {
    env = await startRestEnv(o.overrides);
    await loadFixture(env, o.sql, o.probe);
    ready(env);
  }, 120_000);
  afterAll(async () => env?.stop());
}
