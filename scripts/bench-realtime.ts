// Realtime benchmark: 50 supabase-js clients subscribed to one table, 1,000 inserts from a plain
// Postgres connection; prints delivery latency from commit to receipt (p50/p95/p99) and whether
// every client received every event. Starts its own stack on free ports in a temp folder; the clients
// run in a child process (bench-realtime-clients.ts) so that they do not share the server's event loop.
import crypto from 'node:crypto';
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startStack } from '../supabase/local/stack.ts';

const CLIENTS = 50;
const INSERTS = 1000;
const now = () => performance.timeOrigin + performance.now();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenuta-bench-'));
fs.chmodSync(dataDir, 0o777);
const stack = await startStack({ port: 0, dbPort: 0, smtpPort: 0, inboxPort: 0, dataDir, quiet: true, mail: false, functions: false });
const table = `bench_rt_${crypto.randomUUID().slice(0, 8)}`;
const db = new pg.Client({ connectionString: stack.databaseUrl });
await db.connect();
await db.query(`create table public.${table} (id bigserial primary key, seq int not null, sent_at double precision not null);
  alter table public.${table} enable row level security;
  create policy readable on public.${table} for select using (true);
  alter publication supabase_realtime add table public.${table};`);

type Report = { ready?: true; received?: Array<Array<[number, number]>> };
const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-realtime-clients.ts'),
  [stack.apiUrl, stack.anonKey, table, String(CLIENTS)], { execArgv: ['--import', 'tsx'] });
const next = () => new Promise<Report>((resolve, reject) => {
  child.once('message', (m) => resolve(m as Report));
  child.once('exit', (code) => reject(new Error(`clients exited with ${code}`)));
});
await next();

const sentTimes: number[] = [];
const commitTimes: number[] = [];
const started = Date.now();
for (let seq = 0; seq < INSERTS; seq++) {
  sentTimes[seq] = now();
  await db.query(`insert into public.${table} (seq, sent_at) values ($1, $2)`, [seq, sentTimes[seq]]);
  commitTimes[seq] = now();
}
const insertMs = Date.now() - started;

const expected = CLIENTS * INSERTS;
const done = next();
child.send({ expected, timeoutMs: 30_000 });
const { received = [] } = await done;

// From commit (the insert's round trip returned) to receipt; an event that beats the round trip is
// measured from just before the insert.
const latencies: number[] = [];
for (const events of received) for (const [seq, at] of events) latencies.push(at >= commitTimes[seq] ? at - commitTimes[seq] : at - sentTimes[seq]);
const sorted = latencies.sort((a, b) => a - b);
const pct = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1) : 'n/a');
const complete = received.length === CLIENTS && received.every((r) => new Set(r.map(([seq]) => seq)).size === INSERTS);
console.log(`realtime bench: ${CLIENTS} clients x ${INSERTS} inserts (${insertMs} ms to insert)`);
console.log(`${new Date().toISOString()}, load average at the end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
console.log(`delivered ${latencies.length}/${expected}; every client got every event: ${complete ? 'yes' : 'NO'}`);
console.log(`latency from commit to receipt (ms): p50 ${pct(50)}  p95 ${pct(95)}  p99 ${pct(99)}  max ${pct(100)}`);

await db.query(`drop table public.${table}`);
await db.end();
await stack.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(complete ? 0 : 1);
