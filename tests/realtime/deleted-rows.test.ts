// Deletes are not checked against RLS (a deleted row can no longer be selected), so, as hosted Realtime does, a
// subscriber to a table with row-level security gets only the primary key of a deleted row: never another guest's
// e-mail, address or phone, not even through a filter on those columns.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type RealtimePostgresChangesPayload, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { inject } from 'vitest';
import { signJwt } from '../../supabase/local/jwt.ts';

type Row = { id: number; owner: string | null; email: string; phone: string | null };
type Change = RealtimePostgresChangesPayload<Row>;

const TABLE = `fx_rt_del_${crypto.randomUUID().slice(0, 8)}`;
const OPEN = `fx_rt_open_${crypto.randomUUID().slice(0, 8)}`;
const opts = { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } };
const clients: SupabaseClient[] = [];
let db: pg.Client;
const userA = crypto.randomUUID();
const userB = crypto.randomUUID();

const tokenFor = (sub: string) =>
  signJwt({ role: 'authenticated', aud: 'authenticated', sub, exp: Math.floor(Date.now() / 1000) + 600 }, inject('JWT_SECRET'));

function newClient(key: string): SupabaseClient {
  const c = createClient(inject('SUPABASE_URL'), key, opts);
  clients.push(c);
  return c;
}

/** One channel with one DELETE binding per filter (undefined = no filter); resolves once SUBSCRIBED. */
async function listen(c: SupabaseClient, table: string, filters: Array<string | undefined>, token?: string) {
  if (token) await c.realtime.setAuth(token);
  const got: Change[] = [];
  let channel = c.channel(`d-${crypto.randomUUID()}`);
  for (const filter of filters) {
    channel = channel.on('postgres_changes', { event: 'DELETE', schema: 'public', table, ...(filter ? { filter } : {}) } as never, (p: Change) =>
      got.push(p),
    );
  }
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status !== 'CLOSED') reject(err ?? new Error(status));
    });
  });
  return got;
}

async function until(what: () => boolean, label: string, ms = 5000) {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const insert = async (table: string, owner: string, email: string) =>
  Number(
    (await db.query(`insert into public.${table} (owner, email, phone) values ($1, $2, '+39 333 1234567') returning id`, [owner, email])).rows[0]
      .id,
  );

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
  for (const [table, rls] of [[TABLE, true], [OPEN, false]] as const) {
    await db.query(`
      create table public.${table} (id bigserial primary key, owner uuid, email text not null, phone text);
      alter table public.${table} replica identity full;
      grant select on public.${table} to anon, authenticated;
      ${rls ? `alter table public.${table} enable row level security;
      create policy owner_reads on public.${table} for select to authenticated using (owner = (select auth.uid()));` : ''}
      alter publication supabase_realtime add table public.${table};`);
  }
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await db.query(`drop table if exists public.${TABLE}; drop table if exists public.${OPEN}`);
  await db.end();
});

describe('deleted rows of a table with RLS', () => {
  it('reach every subscriber as the primary key only, whoever owned them', async () => {
    const anonKey = inject('SUPABASE_ANON_KEY');
    const customer = await listen(newClient(anonKey), TABLE, [undefined], await tokenFor(userA));
    const service = await listen(newClient(inject('SUPABASE_SERVICE_ROLE_KEY')), TABLE, [undefined]);
    const id = await insert(TABLE, userB, 'guest-b@example.test');
    await db.query(`delete from public.${TABLE} where id = $1`, [id]);
    await until(() => customer.length === 1 && service.length === 1, 'the delete');
    for (const got of [customer, service]) {
      expect(got[0]).toMatchObject({ eventType: 'DELETE', new: {} });
      expect(got[0].old).toEqual({ id });
    }
  });

  it('do not match a filter on another column, so a filter cannot probe what was deleted', async () => {
    const probe = `probe-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const first = await insert(TABLE, userB, probe);
    const second = await insert(TABLE, userB, 'other@example.test');
    const got = await listen(newClient(inject('SUPABASE_ANON_KEY')), TABLE, [`email=eq.${probe}`, `id=eq.${second}`], await tokenFor(userA));
    await db.query(`delete from public.${TABLE} where id = $1`, [first]);
    await db.query(`delete from public.${TABLE} where id = $1`, [second]);
    // Changes reach one socket in order: once the second is in, the first would have been too.
    await until(() => got.length >= 1, 'the delete matched by its primary key');
    expect(got.map((g) => g.old)).toEqual([{ id: second }]);
  });
});

describe('deleted rows of a table without RLS', () => {
  it('still carry the whole old row with replica identity full', async () => {
    const got = await listen(newClient(inject('SUPABASE_ANON_KEY')), OPEN, [undefined], await tokenFor(userA));
    const id = await insert(OPEN, userB, 'open@example.test');
    await db.query(`delete from public.${OPEN} where id = $1`, [id]);
    await until(() => got.length === 1, 'the delete');
    expect(got[0].old).toEqual({ id, owner: userB, email: 'open@example.test', phone: '+39 333 1234567' });
  });
});
