// Realtime benchmark: 50 supabase-js clients subscribed to one table, 1,000 inserts from a plain
// Postgres connection; prints delivery latency from commit to receipt (p50/p95/p99) and whether
// every client received every event. Starts its own stack on free ports in a temp folder.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { startStack } from '../supabase/local/stack.ts';

const CLIENTS = 50;
const INSERTS = 1000;

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

const latencies: number[] = [];
const received: Array<Set<number>> = [];
const clients: SupabaseClient[] = [];
for (let i = 0; i < CLIENTS; i++) {
  const c = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
  const seen = new Set<number>();
  received.push(seen);
  clients.push(c);
  await new Promise<void>((resolve, reject) =>
    c
      .channel(`bench-${i}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table }, (p) => {
        const row = p.new as { seq: number };
        seen.add(row.seq);
        // From commit (the insert's round trip returned) to receipt; an event that beats the round
        // trip is measured from just before the insert.
        const committed = commitTimes.get(row.seq) ?? (p.new as { sent_at: number }).sent_at;
        latencies.push(Math.max(0, performance.timeOrigin + performance.now() - committed));
      })
      .subscribe((s, e) => (s === 'SUBSCRIBED' ? resolve() : s === 'CHANNEL_ERROR' ? reject(e) : undefined)),
  );
}

const commitTimes = new Map<number, number>();
const started = Date.now();
for (let seq = 0; seq < INSERTS; seq++) {
  const sentAt = performance.timeOrigin + performance.now();
  await db.query(`insert into public.${table} (seq, sent_at) values ($1, $2)`, [seq, sentAt]);
  commitTimes.set(seq, performance.timeOrigin + performance.now());
}
const insertMs = Date.now() - started;

const expected = CLIENTS * INSERTS;
const deadline = Date.now() + 30_000;
while (latencies.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));

const sorted = [...latencies].sort((a, b) => a - b);
const pct = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1) : 'n/a');
const complete = received.every((s) => s.size === INSERTS);
console.log(`realtime bench: ${CLIENTS} clients x ${INSERTS} inserts (${insertMs} ms to insert)`);
console.log(`delivered ${latencies.length}/${expected}; every client got every event: ${complete ? 'yes' : 'NO'}`);
console.log(`latency from insert to receipt (ms): p50 ${pct(50)}  p95 ${pct(95)}  p99 ${pct(99)}  max ${pct(100)}`);

await Promise.all(clients.map((c) => c.removeAllChannels()));
await db.query(`drop table public.${table}`);
await db.end();
await stack.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(complete ? 0 : 1);
