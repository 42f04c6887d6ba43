// The limits tests share the suite's one stack: they lower a rule for a while and always put the production
// rule and empty counters back, so the other suites (which also call from 127.0.0.1) keep their budgets.
import pg from 'pg';
import { databaseUrl } from '../helpers/clients.ts';

export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

type Kind = 'ip' | 'email' | 'session' | 'user';

/** Runs fn with `action`'s rules for the given kinds set to `max` hits per `windowSeconds`, then restores them. */
export async function withRules<T>(
  action: string,
  rules: Partial<Record<Kind, { max: number; windowSeconds?: number }>>,
  fn: () => Promise<T>,
): Promise<T> {
  const saved = await sql<{ key_kind: Kind; max_hits: number; window_seconds: number }>(
    'select key_kind, max_hits, window_seconds from public.rate_limit_rules where action = $1', [action]);
  await resetCounters(action);
  try {
    for (const [kind, r] of Object.entries(rules)) {
      await sql('update public.rate_limit_rules set max_hits = $3, window_seconds = $4 where action = $1 and key_kind = $2',
        [action, kind, r.max, r.windowSeconds ?? 600]);
    }
    return await fn();
  } finally {
    for (const r of saved) {
      await sql('update public.rate_limit_rules set max_hits = $3, window_seconds = $4 where action = $1 and key_kind = $2',
        [action, r.key_kind, r.max_hits, r.window_seconds]);
    }
    await resetCounters(action);
  }
}

export const resetCounters = (action: string) => sql('delete from public.rate_limits where action = $1', [action]);

/** Runs fn with the setting `key` at `value`, then puts back whatever the stack had (see tests/setup/shared-stack.ts). */
export async function withSetting<T>(key: string, value: unknown, fn: () => Promise<T>): Promise<T> {
  const [saved] = await sql<{ value: unknown }>('select value from public.settings where key = $1', [key]);
  await sql('update public.settings set value = $2::jsonb where key = $1', [key, JSON.stringify(value)]);
  try {
    return await fn();
  } finally {
    await sql('update public.settings set value = $2::jsonb where key = $1', [key, JSON.stringify(saved?.value ?? value)]);
  }
}
