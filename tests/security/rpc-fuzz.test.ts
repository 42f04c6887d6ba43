// Property-based fuzzing of every RPC the API roles can execute, through REST as anon and as a signed-in user:
// never a 5xx, and the data keeps its invariants (stock >= 0, no overlapping active stays, whole orders).
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS } from './access-matrix.ts';
import { bodyArbitrary, nearValidBooking, nearValidOrder, type RpcSignature } from './rpc-arbitraries.ts';
import { startOwnStack } from './own-stack.ts';
import { relaxSharedBudgets } from '../setup/shared-stack.ts';

let stack: Awaited<ReturnType<typeof startOwnStack>>;
let db: pg.Client;
let userToken: string;
let signatures: RpcSignature[];

beforeAll(async () => {
  // With functions: orders and bookings are only made through the payments function.
  stack = await startOwnStack(true);
  // Fuzzing is about answers and data, not limits: its bookings from 127.0.0.1 must not run out of budget.
  await relaxSharedBudgets(stack.databaseUrl, { addresses: false });
  db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  const rpcs = Object.keys(FUNCTIONS).filter((k) => k.startsWith('public.')).map((k) => k.slice('public.'.length));
  const { rows } = await db.query(
    `select p.proname as name, coalesce(p.proargnames, '{}') as names,
       array(select format_type(t, null) from unnest(p.proargtypes) t) as types, p.pronargs, p.pronargdefaults
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.proname = any($1)`,
    [rpcs],
  );
  signatures = rows.map((r) => ({
    name: r.name,
    args: (r.types as string[]).map((type, i) => ({ name: r.names[i], type, optional: i >= r.pronargs - r.pronargdefaults })),
  }));
  const signUp = await fetch(`${stack.apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'fuzz@example.test', password: 'fuzz-password-123' }),
  });
  userToken = ((await signUp.json()) as { access_token: string }).access_token;
}, 120_000);

afterAll(async () => {
  await db?.end();
  await stack?.dispose();
});

async function call(name: string, body: unknown, token: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${stack.apiUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

async function pay(route: string, body: unknown): Promise<{ status: number; text: string }> {
  const res = await fetch(`${stack.apiUrl}/functions/v1/payments/${route}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

describe('RPC argument fuzzing through REST', () => {
  it('covers every public function of the access matrix', () => {
    expect(signatures.map((s) => s.name).sort()).toEqual(
      Object.keys(FUNCTIONS).filter((k) => k.startsWith('public.')).map((k) => k.slice(7)).sort(),
    );
  });

  it('never answers 5xx, as anon or as a signed-in user', async () => {
    const failures: string[] = [];
    for (const sig of signatures) {
      await fc.assert(
        fc.asyncProperty(bodyArbitrary(sig), fc.boolean(), async (body, asUser) => {
          const res = await call(sig.name, body, asUser ? userToken : stack.anonKey);
          if (res.status >= 500) failures.push(`${sig.name} ${res.status} ${res.text.slice(0, 200)} ← ${JSON.stringify(body).slice(0, 300)}`);
          return res.status < 500;
        }),
        { numRuns: 40, seed: 10, endOnFailure: true },
      ).catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('never answers 5xx to near-valid orders and bookings sent four at a time to the payments function', async () => {
    const failures: string[] = [];
    const fire = async (name: string, body: unknown) => {
      const res = await pay(name, body);
      if (res.status >= 500) failures.push(`${name} ${res.status} ${res.text.slice(0, 200)}`);
      return res.status < 500;
    };
    await fc.assert(
      fc.asyncProperty(fc.array(nearValidOrder, { minLength: 4, maxLength: 4 }), async (bodies) =>
        (await Promise.all(bodies.map((b) => fire('order', b)))).every(Boolean)),
      { numRuns: 30, seed: 10 },
    ).catch(() => undefined);
    await fc.assert(
      fc.asyncProperty(fc.array(nearValidBooking, { minLength: 4, maxLength: 4 }), async (bodies) =>
        (await Promise.all(bodies.map((b) => fire('booking', b)))).every(Boolean)),
      { numRuns: 30, seed: 10 },
    ).catch(() => undefined);
    expect(failures).toEqual([]);
  }, 120_000);

  it('leaves the data valid: stock never negative, no overlapping active stays, orders whole', async () => {
    const stock = await db.query('select count(*)::int as n from public.products where stock_quantity < 0');
    expect(stock.rows[0].n).toBe(0);
    const overlaps = await db.query(
      `select count(*)::int as n from public.booking_rooms a join public.booking_rooms b
         on a.room_id = b.room_id and a.id < b.id and not a.cancelled and not b.cancelled
        and daterange(a.check_in, a.check_out) && daterange(b.check_in, b.check_out)`,
    );
    expect(overlaps.rows[0].n).toBe(0);
    const broken = await db.query(
      `select o.id from public.orders o
       where not exists (select 1 from public.order_items i where i.order_id = o.id)
          or o.subtotal <> (select sum(i.total_price) from public.order_items i where i.order_id = o.id)
          or exists (select 1 from public.order_items i where i.order_id = o.id and (i.quantity <= 0 or i.unit_price < 0))`,
    );
    expect(broken.rows).toEqual([]);
    const stays = await db.query(
      `select b.id from public.bookings b
       where not exists (select 1 from public.booking_rooms r where r.booking_id = b.id)
          or b.check_out <= b.check_in or b.total_guests <= 0`,
    );
    expect(stays.rows).toEqual([]);
    // The fuzzing really wrote something, so the checks above are not vacuous.
    const writes = await db.query('select (select count(*) from public.orders)::int as o, (select count(*) from public.bookings)::int as b');
    expect(writes.rows[0].o).toBeGreaterThan(10);
    expect(writes.rows[0].b).toBeGreaterThan(5);
  });
});
