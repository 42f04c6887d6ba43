// npm run bench:rest — /rest/v1 against the same statements sent straight to Postgres (same role/claims setup).
// BENCH_SECONDS shortens each run (default 30). autocannon runs in a child process so that the load
// generator does not steal the server's event loop; on a busy machine the figures still swing widely, so
// compare runs made under the same load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Result as CannonResult } from 'autocannon';
import pg from 'pg';
import { startStack } from '../supabase/local/stack.ts';
import { signJwt } from '../supabase/local/jwt.ts';
import { withClaims } from '../supabase/local/db/role-context.ts';
import { loadSchemaCache } from '../supabase/local/rest/schema-cache.ts';
import { parseQuery } from '../supabase/local/rest/parse-query.ts';
import { prepareTable } from '../supabase/local/rest/handle-table.ts';
import { prepareRpc } from '../supabase/local/rest/handle-rpc.ts';
import { parsePrefer } from '../supabase/local/rest/headers.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = 10;

const SEED = `
drop table if exists bench_items, bench_categories cascade;
create table bench_categories (id int primary key, name text not null);
create table bench_items (id int primary key, owner_id uuid not null, category_id int not null references bench_categories(id),
  title text not null, price numeric(10,2) not null, created_at timestamptz not null default now());
create index on bench_items (category_id, created_at desc);
insert into bench_categories select g, 'category ' || g from generate_series(1, 10) g;
insert into bench_items (id, owner_id, category_id, title, price, created_at)
  select g, $1::uuid, 1 + g % 10, 'item ' || g, (g % 100) + 0.5, now() - g * interval '1 minute' from generate_series(1, 10000) g;
alter table bench_items enable row level security;
alter table bench_categories enable row level security;
create policy bench_items_own on bench_items for select to authenticated using (owner_id = (select auth.uid()));
create policy bench_categories_all on bench_categories for select using (true);
-- Statistics as autovacuum would gather them a minute later; without them the planner misjudges the embed shape.
analyze bench_items, bench_categories;
create or replace function bench_price(p_id int) returns numeric language sql stable as 'select price from bench_items where id = p_id';
notify pgrst, 'reload schema';
`;

interface Figures { rps: number; p50: number; p99: number }

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
}

async function direct(pool: pg.Pool, claims: { role: string; sub: string }, sql: string, values: unknown[]): Promise<Figures> {
  const lat: number[] = [];
  const end = Date.now() + SECONDS * 1000;
  const name = `bench_${lat.length}_${sql.length}`;
  const worker = async () => {
    while (Date.now() < end) {
      const t = performance.now();
      await withClaims(pool, claims, (c) => c.query({ name, text: sql, values }), { readOnly: true });
      lat.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  lat.sort((a, b) => a - b);
  return { rps: lat.length / SECONDS, p50: percentile(lat, 0.5), p99: percentile(lat, 0.99) };
}

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

async function http(url: string, token: string, apikey: string, method: 'GET' | 'POST', body?: string): Promise<Figures> {
  const args = [AUTOCANNON, '-j', '-c', String(CONNECTIONS), '-d', String(SECONDS), '-m', method,
    '-H', `authorization=Bearer ${token}`, '-H', `apikey=${apikey}`];
  if (body) args.push('-H', 'content-type=application/json', '-b', body);
  args.push(url);
  const out = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (e, stdout) => (e ? reject(e instanceof Error ? e : new Error('autocannon failed')) : resolve(stdout))),
  );
  const r = JSON.parse(out) as CannonResult;
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rest-'));
  fs.chmodSync(dataDir, 0o777);
  const stack = await startStack({ port: 0, dbPort: 0, dataDir, mail: false, functions: false, quiet: true });
  try {
    const user = randomUUID();
    const admin = new pg.Client({ connectionString: stack.databaseUrl });
    await admin.connect();
    await admin.query(SEED.replace('$1::uuid', `'${user}'::uuid`));
    await admin.end();
    const now = Math.floor(Date.now() / 1000);
    const token = await signJwt({ sub: user, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 7200 }, stack.config.jwtSecret);
    const claims = { sub: user, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 7200 };
    for (let i = 0; i < 100; i++) {
      const res = await fetch(`${stack.apiUrl}/rest/v1/bench_items?select=id&limit=1`, { headers: { authorization: `Bearer ${token}` } });
      if (res.status === 200 && (await res.json()).length === 1) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const cache = await loadSchemaCache(stack.pool);
    const prefs = parsePrefer(null);
    const tableSql = (table: string, qs: string) =>
      prepareTable(cache, { method: 'GET', table, ast: parseQuery(new URLSearchParams(qs)), prefs, media: 'json', maxRows: stack.config.maxRows }).stmt;
    const shapes = [
      { name: 'single row by key', path: '/bench_items', qs: 'select=*&id=eq.4242', method: 'GET' as const },
      { name: '20 rows, filter, order, embed', path: '/bench_items', qs: 'select=id,title,price,bench_categories(name)&category_id=eq.3&order=created_at.desc&limit=20', method: 'GET' as const },
      { name: 'rpc', path: '/rpc/bench_price', qs: '', method: 'POST' as const, body: '{"p_id":4242}' },
    ];
    const rows: string[][] = [];
    for (const s of shapes) {
      const stmt = s.method === 'GET'
        ? tableSql(s.path.slice(1), s.qs)
        : prepareRpc(cache, { name: 'bench_price', method: 'POST', params: [], body: JSON.parse(s.body), prefs, maxRows: 1000 }).stmt;
      const d = await direct(stack.pool, claims, stmt.sql, stmt.values);
      const h = await http(`${stack.apiUrl}/rest/v1${s.path}${s.qs ? `?${s.qs}` : ''}`, token, stack.anonKey, s.method, s.body);
      rows.push([s.name, h.rps.toFixed(0), `${h.p50.toFixed(1)}`, `${h.p99.toFixed(1)}`, d.rps.toFixed(0), d.p50.toFixed(1), d.p99.toFixed(1),
        (h.rps / d.rps).toFixed(2), (h.p50 / Math.max(d.p50, 0.1)).toFixed(2)]);
    }
    const head = ['shape', 'rest req/s', 'rest p50 ms', 'rest p99 ms', 'direct req/s', 'direct p50 ms', 'direct p99 ms', 'rps ratio', 'p50 ratio'];
    const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
    console.log(`\n/rest/v1 vs direct pool, ${CONNECTIONS} concurrent clients, ${SECONDS}s each, RLS on, signed-in user`);
    console.log(`${new Date().toISOString()}, load average at the end ${load} (${os.cpus().length} cores)\n`);
    console.log([head, ...rows].map((r) => r.map((c, i) => (i === 0 ? c.padEnd(30) : c.padStart(13))).join(' ')).join('\n'));
  } finally {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
