// Direct database reads for assertions (DATABASE_URL of the e2e stack), as the postgres superuser.
import pg from 'pg';

export async function query<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run through playwright (e2e/global-setup.ts)');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

/**
 * Spends an e-mail's budget of a rate-limited action in the database, whatever the stack's rule allows (the
 * shared stack raises some: tests/setup/shared-stack.ts), so the browser's next request is refused with 429.
 */
export async function spendEmailBudget(action: string, email: string): Promise<void> {
  await query(
    `insert into public.rate_limits (action, key_kind, key_hash, window_start, hits)
     select $1, 'email', encode(extensions.digest(lower($2), 'sha256'), 'hex'), now(), r.max_hits
       from public.rate_limit_rules r where r.action = $1 and r.key_kind = 'email'`,
    [action, email],
  );
}
