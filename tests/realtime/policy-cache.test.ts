// The server skips the per-change RLS query for roles whose SELECT policies are plainly `true` and caches
// that verdict per table: a restrictive policy must still filter, and a policy change must apply to the
// very next change without a schema reload.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { createFence, type Fence } from './fence.ts';

type Row = { id: number; title: string; public: boolean };

const TABLE = `fx_rtp_${crypto.randomUUID().slice(0, 8)}`;
const clients: SupabaseClient[] = [];
let db: pg.Client;
let fence: Fence;

async function listen(): Promise<string[]> {
  const c = createClient(inject('SUPABASE_URL'), inject('SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  clients.push(c);
  const got: string[] = [];
  await new Promise<void>((resolve, reject) =>
    c
      .channel(`p-${crypto.randomUUID()}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: TABLE }, (p) => got.push((p.new as Row).title))
      .subscribe((s, e) => (s === 'SUBSCRIBED' ? resolve() : s !== 'CLOSED' ? reject(e ?? new Error(s)) : undefined)),
  );
  await fence.watch(c);
  return got;
}

const insert = (title: string, isPublic: boolean) => db.query(`insert into public.${TABLE} (title, public) values ($1, $2)`, [title, isPublic]);

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
  await db.query(`
    create table public.${TABLE} (id bigserial primary key, title text not null, public boolean not null);
    grant select on public.${TABLE} to anon;
    alter table public.${TABLE} enable row level security;
    create policy everyone on public.${TABLE} for select using (true);
    alter publication supabase_realtime add table public.${TABLE};`);
  fence = await createFence(db);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await db.query(`drop table if exists public.${TABLE}`);
  await fence.drop();
  await db.end();
});

describe('RLS verdicts cached per table', () => {
  it('delivers every row under a `true` policy, then applies a new restrictive policy to the next change', async () => {
    const got = await listen();
    await insert('open 1', false);
    await fence.pass();
    expect(got).toEqual(['open 1']);

    await db.query(`create policy only_public on public.${TABLE} as restrictive for select using (public)`);
    await insert('hidden', false);
    await insert('shown', true);
    await fence.pass();
    expect(got).toEqual(['open 1', 'shown']);
  });

  it('stops delivering at once when the `true` policy is replaced by one that hides the rows', async () => {
    await db.query(`drop policy only_public on public.${TABLE}`);
    const got = await listen();
    await insert('before', false);
    await fence.pass();
    expect(got).toEqual(['before']);

    await db.query(`drop policy everyone on public.${TABLE}; create policy nobody on public.${TABLE} for select using (false)`);
    await insert('after', true);
    await fence.pass();
    expect(got).toEqual(['before']);
  });
});
