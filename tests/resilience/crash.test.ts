// Crash: 200 concurrent orders and bookings against a stack in its own process, SIGKILL of the whole process
// group (node and postgres) half-way, restart on the same data; every answered success must be there whole.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import ws from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildStack, spawnStack } from './spawn-stack.ts';
import { type Outcome, type Request, makeRequests, PRODUCT_STOCK, run } from './crash-load.ts';

// Node 20 has no global WebSocket; realtime-js needs a transport even when unused.
const OPTIONS = { auth: { persistSession: false }, realtime: { transport: ws as never } };

let dataDir: string;
let stack: ChildStack | undefined;
let db: pg.Client | undefined;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenuta-crash-'));
});
afterAll(async () => {
  await db?.end().catch(() => undefined);
  await stack?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sql = async (url: string, fn: (c: pg.Client) => Promise<void>) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await fn(c);
  } finally {
    await c.end();
  }
};

describe('SIGKILL during 200 concurrent orders and bookings', () => {
  it('keeps every answered order and booking whole, and stock and availability agree', async () => {
    stack = await spawnStack(dataDir);
    const products = Object.keys(PRODUCT_STOCK);
    await sql(stack.info.databaseUrl, async (c) => {
      for (const [id, stock] of Object.entries(PRODUCT_STOCK)) {
        await c.query(
          `insert into public.products (id, category_id, slug, sku, price, name_it, stock_quantity)
           values ($1, '20000000-0000-4000-8000-000000000001', $2, $3, 9.90, $4, $5)`,
          [id, `crash-${id.slice(-4)}`, `CRASH-${id}`, `Crash ${id.slice(-4)}`, stock],
        );
      }
    });

    const requests = makeRequests(products, 200);
    const service = createClient(stack.info.apiUrl, stack.info.serviceRoleKey, OPTIONS);
    const outcomes = new Map<string, Outcome>();
    let answered = 0;
    const victim = stack;
    let killed: Promise<void> | undefined;
    await Promise.all(
      requests.map(async (r: Request) => {
        const { data, error } = await run(service, r).then(
          (x) => x,
          (e: unknown) => ({ data: null, error: { message: String(e), code: 'NETWORK' } }),
        );
        const outcome: Outcome = error ? { ok: false, code: error.code ?? '', message: error.message } : { ok: true, data };
        outcomes.set(r.id, outcome);
        // Kill once a third has answered: the rest is in flight or not yet sent.
        if (++answered === 70) killed = victim.kill();
      }),
    );
    await killed;
    const successes = requests.filter((r) => outcomes.get(r.id)?.ok);
    expect(successes.length).toBeGreaterThanOrEqual(20);
    expect(requests.length - successes.length).toBeGreaterThanOrEqual(20); // the kill really hit in flight

    stack = await spawnStack(dataDir);
    db = new pg.Client({ connectionString: stack.info.databaseUrl });
    await db.connect();
    const ids = requests.map((r) => r.id);

    // Orders: every answered one exists with all its lines; none of ours lacks lines or has wrong totals.
    const { rows: orders } = await db.query(
      `select o.id, o.client_request_id, o.subtotal,
         coalesce((select jsonb_object_agg(i.product_id, i.quantity) from public.order_items i where i.order_id = o.id), '{}') as lines,
         (select coalesce(sum(i.total_price), 0) from public.order_items i where i.order_id = o.id) as lines_total
       from public.orders o where o.client_request_id = any($1::uuid[])`,
      [ids],
    );
    const orderByRequest = new Map(orders.map((o) => [o.client_request_id, o]));
    for (const r of successes.filter((x) => x.rpc === 'place_order')) {
      const o = orderByRequest.get(r.id);
      expect(o, `answered order ${r.id}`).toBeDefined();
      expect(o.id).toBe((outcomes.get(r.id) as { data: { order_id: string } }).data.order_id);
    }
    for (const o of orders) {
      const r = requests.find((x) => x.id === o.client_request_id) as Request;
      expect(o.lines, `lines of order ${o.id}`).toEqual(r.expectedLines);
      expect(Number(o.lines_total)).toBeCloseTo(Number(o.subtotal), 2);
    }

    // Stock: what is left plus what our orders hold equals what there was.
    const { rows: stock } = await db.query(
      `select p.id, p.stock_quantity,
         (select coalesce(sum(i.quantity), 0)::int from public.order_items i where i.product_id = p.id) as sold
       from public.products p where p.id = any($1::uuid[])`,
      [products],
    );
    for (const s of stock) {
      expect(s.stock_quantity).toBeGreaterThanOrEqual(0);
      expect(s.stock_quantity + s.sold, `stock of ${s.id}`).toBe(PRODUCT_STOCK[s.id]);
    }

    // Bookings: every answered one exists with all its rooms on its dates; none of ours is half-written.
    const { rows: bookings } = await db.query(
      `select b.id, b.client_request_id, b.check_in::text, b.check_out::text,
         coalesce((select jsonb_agg(br.room_id order by br.room_id) from public.booking_rooms br
                   where br.booking_id = b.id and br.check_in = b.check_in and br.check_out = b.check_out and not br.cancelled), '[]') as rooms
       from public.bookings b where b.client_request_id = any($1::uuid[])`,
      [ids],
    );
    const bookingByRequest = new Map(bookings.map((b) => [b.client_request_id, b]));
    for (const r of successes.filter((x) => x.rpc === 'create_booking')) {
      const b = bookingByRequest.get(r.id);
      expect(b, `answered booking ${r.id}`).toBeDefined();
      expect(b.id).toBe((outcomes.get(r.id) as { data: { booking_id: string } }).data.booking_id);
    }
    for (const b of bookings) {
      const r = requests.find((x) => x.id === b.client_request_id) as Request;
      expect(b.rooms, `rooms of booking ${b.id}`).toEqual(r.expectedRooms);
    }

    // Availability agrees with the stays that exist: each is taken, and no two active stays overlap.
    const anon = createClient(stack.info.apiUrl, stack.info.anonKey, OPTIONS);
    for (const b of bookings) {
      for (const room of b.rooms as string[]) {
        const { data, error } = await anon.rpc('check_room_availability', {
          p_room_id: room, p_check_in: b.check_in, p_check_out: b.check_out,
        });
        expect(error).toBeNull();
        expect(data, `room ${room} ${b.check_in}..${b.check_out}`).toBe(false);
      }
    }
    const { rows: overlaps } = await db.query(
      `select count(*)::int as n from public.booking_rooms a join public.booking_rooms b
         on a.room_id = b.room_id and a.id < b.id and not a.cancelled and not b.cancelled
        and daterange(a.check_in, a.check_out) && daterange(b.check_in, b.check_out)`,
    );
    expect(overlaps[0].n).toBe(0);

    // Payments and what they paid for committed together: each of our orders and bookings has one approved attempt.
    const { rows: unpaid } = await db.query(
      `select x.id from (select id, client_request_id from public.orders union all select id, client_request_id from public.bookings) x
       where x.client_request_id = any($1::uuid[])
         and (select count(*) from public.payments p where p.outcome = 'approved' and x.id in (p.order_id, p.booking_id)) <> 1`,
      [ids],
    );
    expect(unpaid).toEqual([]);

    // The restarted stack takes new orders.
    const restarted = createClient(stack.info.apiUrl, stack.info.serviceRoleKey, OPTIONS);
    const again = await run(restarted, { ...requests[0], id: crypto.randomUUID() });
    expect([null, 'P0001', '23P01']).toContain(again.error?.code ?? null);
  }, 150_000);
});
