// The API roles' statement timeouts (anon 3 s, authenticated 8 s, as on the hosted backend) apply to every
// request, although the role is switched inside a superuser connection: a pathological `match` filter is cancelled
// with PostgREST's error for 57014, and while several run, a normal read and a sign-in still answer.
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { loadRoleSettings, withClaims } from '../../supabase/local/db/role-context.ts';
import { anonClient, anonKey, databaseUrl, stackUrl } from '../helpers/clients.ts';

// Backreferences make PostgreSQL's regex engine try every split of the text: minutes on a product description.
const SLOW = encodeURIComponent('^(.*)(.*)(.*)(.*)(.*)\\5\\4\\3\\2\\1$');

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t0 = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - t0 };
}

describe('statement timeouts per role', () => {
  it('cancels a pathological anonymous filter after 3 s with 57014, while a read and a sign-in still answer', async () => {
    const slow = Array.from({ length: 6 }, () =>
      timed(async () => {
        const res = await fetch(`${stackUrl()}/rest/v1/products?select=id&description_it=match.${SLOW}`, {
          headers: { apikey: anonKey(), Authorization: `Bearer ${anonKey()}` },
          // Without the timeout these never end: the test gives up rather than hang.
          signal: AbortSignal.timeout(9000),
        });
        return { status: res.status, body: (await res.json()) as { code?: string; message?: string } };
      }),
    );
    // Once they are running in the database, the rest of the API must not wait for them.
    const db = new pg.Client({ connectionString: databaseUrl() });
    await db.connect();
    try {
      await expect
        .poll(async () => (await db.query(`select count(*)::int as n from pg_stat_activity where state = 'active' and pid <> pg_backend_pid() and query like '%description_it%'`)).rows[0].n, { timeout: 5000, interval: 20 })
        .toBeGreaterThan(0);
    } finally {
      await db.end();
    }
    const read = await timed(async () => (await anonClient().from('products').select('id').limit(1)).data);
    const signIn = await timed(async () => (await anonClient().auth.signInWithPassword({ email: 'admin@tenuta.local', password: 'admin123!' })).error);
    expect(read.value).toHaveLength(1);
    expect(signIn.value).toBeNull();
    expect(read.ms).toBeLessThan(2500);
    expect(signIn.ms).toBeLessThan(2500);
    for (const { value, ms } of await Promise.all(slow)) {
      expect(value.status).toBe(500);
      expect(value.body).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
      expect(ms).toBeGreaterThan(2500);
      expect(ms).toBeLessThan(8000);
    }
  }, 20_000);

  it('sets 3 s for anon and 8 s for authenticated in each request transaction, none for service_role', async () => {
    const pool = new pg.Pool({ connectionString: databaseUrl(), max: 1 });
    try {
      const show = (role: string) =>
        withClaims(pool, { role }, async (c) => (await c.query<{ statement_timeout: string }>('show statement_timeout')).rows[0].statement_timeout);
      // The stack loaded the roles' settings in its own module; this test process reads the same catalogue.
      await loadRoleSettings(pool);
      expect(await show('anon')).toBe('3s');
      expect(await show('authenticated')).toBe('8s');
      expect(await show('service_role')).toBe('0');
      // Local to the transaction: the pooled connection goes back without it.
      expect((await pool.query<{ statement_timeout: string }>('show statement_timeout')).rows[0].statement_timeout).toBe('0');
    } finally {
      await pool.end();
    }
  });
});
