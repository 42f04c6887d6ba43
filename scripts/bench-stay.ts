// npm run bench:stay — the stay's three server paths against ten seasons of history (scripts/bench-stay-seed.sql):
// the quote (public.quote_stay), a hold (hold_stay, then release_hold) and a booking as the site makes it
// (POST /functions/v1/payments/booking, pay at the property, with the visitor's hold), alone and with 20
// concurrent clients; prints p50 and p95 per path. A benchmark, not a test: figures go in docs/benchmarks.md.
// Its own stack in a child process (functions on, the demo's season calendar) so that the load generator
// does not share the gateway's event loop. BENCH_ROUNDS scales the number of calls (default 1).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { beginSql } from '../supabase/local/db/role-context.ts';
import { type ChildStack, spawnStack } from '../tests/resilience/spawn-stack.ts';

const SCALE = Number(process.env.BENCH_ROUNDS ?? 1);
const CLIENTS = 20;
// The bench's own test header for each simulated visitor's address (see bench-soak.ts).
const IP_HEADER = 'x-bench-client-ip';
const CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123', holder: 'Bench Test' };

type Room = { room_id: string; guests: number };
type Ctx = { pool: pg.Pool; apiUrl: string; anonKey: string; demoRooms: string[]; allRooms: string[]; today: Date };
type Row = { name: string; clients: number; calls: number; refused: Map<string, number>; p50: number; p95: number; p99: number };
/** A timed call: its milliseconds and, when refused, why. */
type Step = (worker: number, i: number) => Promise<{ ms: number; refusal: string | null }>;

const day = (ctx: Ctx, n: number) => new Date(ctx.today.getTime() + n * 86_400_000).toISOString().slice(0, 10);
const pct = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? 0;
const pick = <T,>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];

/** One call of a database function in its own transaction, as /rest/v1/rpc runs it for that role. */
async function call<T>(pool: pg.Pool, role: 'anon' | 'service_role', ip: string, sql: string, values: unknown[]): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(beginSql({ role }, { request: { headers: role === 'anon' ? { 'x-forwarded-for': ip } : {} } }));
    const { rows } = await client.query<{ r: T }>(sql, values);
    await client.query('COMMIT');
    return rows[0].r;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}
const asAnon = <T,>(pool: pg.Pool, ip: string, sql: string, values: unknown[]) => call<T>(pool, 'anon', ip, sql, values);

const quote = (ctx: Ctx, rooms: Room[], checkIn: string, checkOut: string) =>
  asAnon<{ ok: boolean; reason?: string }>(ctx.pool, '10.9.0.1', 'select public.quote_stay($1::jsonb, $2::date, $3::date) as r', [JSON.stringify(rooms), checkIn, checkOut]);
const hold = (ctx: Ctx, ip: string, key: string, rooms: Room[], checkIn: string, checkOut: string) =>
  asAnon<{ ok: boolean; hold_id?: string; reason?: string }>(ctx.pool, ip, 'select public.hold_stay($1::jsonb, $2::date, $3::date, $4::uuid) as r',
    [JSON.stringify(rooms), checkIn, checkOut, key]);
const release = (ctx: Ctx, ip: string, holdId: string) =>
  asAnon<boolean>(ctx.pool, ip, 'select public.release_hold($1::uuid) as r', [holdId]);

/** null when booked, else the refusal. */
async function book(ctx: Ctx, ip: string, rooms: Room[], checkIn: string, checkOut: string, holdId: string | null): Promise<string | null> {
  const res = await fetch(`${ctx.apiUrl}/functions/v1/payments/booking`, {
    method: 'POST',
    headers: { apikey: ctx.anonKey, authorization: `Bearer ${ctx.anonKey}`, 'content-type': 'application/json', [IP_HEADER]: ip },
    body: JSON.stringify({
      rooms, check_in: checkIn, check_out: checkOut, hold_id: holdId, method: 'onsite', card: CARD, language: 'it', source: 'page',
      guest: { first_name: 'Bench', last_name: 'Ospite', email: `bench-${crypto.randomUUID()}@example.test`, phone: '+39 333 1234567' },
      client_request_id: crypto.randomUUID(),
    }),
  });
  const body = (await res.json()) as { status?: string; error?: { message?: string }; code?: string };
  return res.status === 200 && body.status === 'succeeded' ? null : `${res.status} ${body.error?.message ?? body.code ?? ''}`;
}

/**
 * The database's share of a booking: the payments function's two calls as service_role, one transaction each
 * (begin_booking: the quote, the card-testing count and the attempt; then create_booking), without the provider
 * and HTTP.
 */
async function bookInDatabase(ctx: Ctx, ip: string, rooms: Room[], checkIn: string, checkOut: string, holdId: string | null): Promise<string | null> {
  const email = `bench-${crypto.randomUUID()}@example.test`;
  const guest = JSON.stringify({ first_name: 'Bench', last_name: 'Ospite', email, phone: '+39 333 1234567' });
  const id = crypto.randomUUID();
  const svc = <T,>(sql: string, values: unknown[]) => call<T>(ctx.pool, 'service_role', ip, sql, values);
  try {
    const begun = await svc<{ payment_id?: string; rate_limited?: number }>(
      "select public.begin_booking($1, null, $2::jsonb, $3::date, $4::date, $5::jsonb, $6, 'onsite', 'simulated', '4242', $7) as r",
      [id, JSON.stringify(rooms), checkIn, checkOut, guest, holdId, ip]);
    if (!begun.payment_id) return begun.rate_limited ? 'rate limited' : 'no attempt';
    const booked = await svc<{ reference?: string }>(
      "select public.create_booking($1, 'sim_bench', $2::jsonb, $3::date, $4::date, $5::jsonb, 'it', 'page', $6, $7) as r",
      [begun.payment_id, JSON.stringify(rooms), checkIn, checkOut, guest, ip, holdId]);
    return booked.reference ? null : 'no reference';
  } catch (e) {
    return e instanceof Error ? e.message : 'error';
  }
}

function row(name: string, clients: number, lat: number[], refused: Map<string, number>): Row {
  lat.sort((a, b) => a - b);
  return { name, clients, calls: lat.length, refused, p50: pct(lat, 0.5), p95: pct(lat, 0.95), p99: pct(lat, 0.99) };
}

/** Runs `calls` timed steps over `clients` concurrent workers. */
async function measure(name: string, clients: number, calls: number, step: Step): Promise<Row> {
  const lat: number[] = [];
  const refused = new Map<string, number>();
  await Promise.all(Array.from({ length: clients }, async (_, w) => {
    for (let i = 0; i < Math.ceil(calls / clients); i++) {
      const { ms, refusal } = await step(w, i);
      lat.push(ms);
      if (refusal) refused.set(refusal, (refused.get(refusal) ?? 0) + 1);
    }
  }));
  return row(name, clients, lat, refused);
}

async function timed<T>(f: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t = performance.now();
  const value = await f();
  return { ms: performance.now() - t, value };
}

async function run(ctx: Ctx): Promise<Row[]> {
  const rows: Row[] = [];
  // Quotes: a demo room, 3 nights (meets every demo minimum stay) in the next 200 days.
  const quoteStep = async () => {
    const n = 2 + Math.floor(Math.random() * 195);
    const { ms, value } = await timed(() => quote(ctx, [{ room_id: pick(ctx.demoRooms), guests: 2 }], day(ctx, n), day(ctx, n + 3)));
    return { ms, refusal: value.ok ? null : (value.reason ?? '?') };
  };
  // Holds: each worker its own 12 days from day 200, so workers compete for CPU and locks, not for nights.
  const holdRows = async (clients: number, calls: number) => {
    const releases: number[] = [];
    const releaseRefused = new Map<string, number>();
    const held = await measure('hold (hold_stay)', clients, calls, async (w, i) => {
      const ip = `10.1.${w}.${i % 250}`;
      const start = 200 + w * 12 + (i % 3) * 3;
      const { ms, value } = await timed(() => hold(ctx, ip, crypto.randomUUID(), [{ room_id: pick(ctx.demoRooms), guests: 2 }], day(ctx, start), day(ctx, start + 3)));
      if (value.ok && value.hold_id) {
        const r = await timed(() => release(ctx, ip, value.hold_id!));
        releases.push(r.ms);
        if (!r.value) releaseRefused.set('not found', (releaseRefused.get('not found') ?? 0) + 1);
      }
      return { ms, refusal: value.ok ? null : (value.reason ?? '?') };
    });
    return [held, row('release (release_hold)', clients, releases, releaseRefused)];
  };
  // Bookings: every room, 3-night slots from day 450, each taken once; the visitor's hold first (not timed).
  const slots = ctx.allRooms.flatMap((room) => Array.from({ length: 80 }, (_, k) => ({ room, start: 450 + k * 3 })))
    .sort(() => Math.random() - 0.5);
  let next = 0;
  const bookStep = (how: typeof book): Step => async (w, i) => {
    const slot = slots[next++ % slots.length];
    const ip = `10.2.${w}.${i % 250}`;
    const rooms = [{ room_id: slot.room, guests: 2 }];
    const held = await hold(ctx, ip, crypto.randomUUID(), rooms, day(ctx, slot.start), day(ctx, slot.start + 3));
    const { ms, value } = await timed(() => how(ctx, ip, rooms, day(ctx, slot.start), day(ctx, slot.start + 3), held.hold_id ?? null));
    return { ms, refusal: held.ok ? value : `hold ${held.reason}` };
  };

  // Warm-up: the Deno worker's first start and the pool's connections are not what is measured.
  await measure('warm-up', CLIENTS, 40, quoteStep);
  await measure('warm-up', 2, 6, bookStep(book));
  await measure('warm-up', 2, 6, bookStep(bookInDatabase));

  rows.push(await measure('quote (quote_stay)', 1, 300 * SCALE, quoteStep));
  rows.push(...(await holdRows(1, 200 * SCALE)));
  rows.push(await measure('booking (payments/booking)', 1, 100 * SCALE, bookStep(book)));
  rows.push(await measure('booking, database share', 1, 100 * SCALE, bookStep(bookInDatabase)));
  rows.push(await measure('quote (quote_stay)', CLIENTS, 1000 * SCALE, quoteStep));
  rows.push(...(await holdRows(CLIENTS, 600 * SCALE)));
  rows.push(await measure('booking (payments/booking)', CLIENTS, 400 * SCALE, bookStep(book)));
  rows.push(await measure('booking, database share', CLIENTS, 400 * SCALE, bookStep(bookInDatabase)));
  return rows;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-stay-'));
  fs.chmodSync(dataDir, 0o777);
  let stack: ChildStack | undefined;
  try {
    stack = await spawnStack(dataDir, { SUPABASE_LOCAL_FUNCTIONS: 'on', SUPABASE_LOCAL_DEMO_RATES: 'on', SUPABASE_LOCAL_TRUSTED_IP_HEADER: IP_HEADER }, 180_000);
    const db = new pg.Pool({ connectionString: stack.info.databaseUrl, max: CLIENTS + 2 });
    // Idle connections are ended by the stack's shutdown; that is not an error of the run.
    db.on('error', () => undefined);
    const admin = await db.connect();
    const seeded = await timed(() => admin.query(fs.readFileSync(path.join(import.meta.dirname, 'bench-stay-seed.sql'), 'utf8')));
    const { rows: counts } = await admin.query<{ stays: number; orders: number; rules: number; today: string }>(
      `select (select count(*) from public.bookings)::int as stays, (select count(*) from public.orders)::int as orders,
              (select count(*) from public.rate_rules)::int as rules, public.rome_today()::text as today`);
    const { rows: rooms } = await admin.query<{ id: string; demo: boolean }>(
      "select id, slug not like 'bench-room-%' as demo from public.rooms order by sort_order");
    admin.release();
    const c = counts[0];
    console.log(`seeded in ${(seeded.ms / 1000).toFixed(1)} s: ${c.stays} stays, ${c.orders} orders, ${c.rules} rate rules, ${rooms.length} rooms`);
    const today = new Date(`${c.today}T00:00:00Z`);
    const ctx: Ctx = { pool: db, apiUrl: stack.info.apiUrl, anonKey: stack.info.anonKey, today,
      demoRooms: rooms.filter((r) => r.demo).map((r) => r.id), allRooms: rooms.map((r) => r.id) };
    const loadStart = os.loadavg()[0].toFixed(2);
    const rows = await run(ctx);
    await db.end();
    const loadEnd = os.loadavg()[0].toFixed(2);
    console.log(`\n${new Date().toISOString()}, load average (1 min) ${loadStart} at the start, ${loadEnd} at the end (${os.cpus().length} cores)\n`);
    const head = ['path', 'clients', 'calls', 'refused', 'p50 ms', 'p95 ms', 'p99 ms'];
    const count = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    const body = rows.map((r) => [r.name, String(r.clients), String(r.calls), String(count(r.refused)), r.p50.toFixed(1), r.p95.toFixed(1), r.p99.toFixed(1)]);
    console.log([head, ...body].map((r) => r.map((x, i) => (i === 0 ? x.padEnd(28) : x.padStart(8))).join(' ')).join('\n'));
    for (const r of rows.filter((x) => x.refused.size)) {
      console.log(`refused, ${r.name} x ${r.clients}: ${[...r.refused].map(([why, n]) => `${n} ${why}`).join(', ')}`);
    }
  } finally {
    await stack?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
