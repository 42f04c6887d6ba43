// Realtime postgres_changes through supabase-js: payloads, filters, RLS per subscriber, token swap,
// and the raw Phoenix protocol (vsn 1.0.0 frames, heartbeat, leave).
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, type RealtimePostgresChangesPayload, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { inject } from 'vitest';
import { signJwt } from '../../supabase/local/jwt.ts';
import { createFence, type Fence } from './fence.ts';

type Row = { id: number; owner: string | null; title: string; qty: number; tags: string[] | null };
type Change = RealtimePostgresChangesPayload<Row>;

const TABLE = `fx_rt_${crypto.randomUUID().slice(0, 8)}`;
const opts = { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } };
const clients: SupabaseClient[] = [];
let db: pg.Client;
let fence: Fence;
const fenced = new WeakSet<SupabaseClient>();
const userA = crypto.randomUUID();
const userB = crypto.randomUUID();

const tokenFor = (sub: string) =>
  signJwt({ role: 'authenticated', aud: 'authenticated', sub, exp: Math.floor(Date.now() / 1000) + 600 }, inject('JWT_SECRET'));

function newClient(key: string): SupabaseClient {
  const c = createClient(inject('SUPABASE_URL'), key, opts);
  clients.push(c);
  return c;
}

/** Subscribes and resolves once SUBSCRIBED; collects every change into the returned array. */
async function listen(c: SupabaseClient, filter: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string }, token?: string) {
  if (token) await c.realtime.setAuth(token);
  const got: Change[] = [];
  const channel = c.channel(`t-${crypto.randomUUID()}`);
  await new Promise<void>((resolve, reject) => {
    channel
      .on('postgres_changes', { schema: 'public', table: TABLE, ...filter } as never, (p: Change) => got.push(p))
      .subscribe((status, err) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status !== 'CLOSED') reject(err ?? new Error(status));
      });
  });
  if (!fenced.has(c)) {
    fenced.add(c);
    await fence.watch(c);
  }
  return { got, channel };
}

/** Until `check` stops throwing (a reply or frame the test waits for). */
const until = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 20 });

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
  await db.query(`
    create table public.${TABLE} (id bigserial primary key, owner uuid, title text not null, qty int not null default 1, tags text[]);
    alter table public.${TABLE} enable row level security;
    create policy owner_reads on public.${TABLE} for select to authenticated using (owner = (select auth.uid()));
    alter publication supabase_realtime add table public.${TABLE};`);
  fence = await createFence(db);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await db.query(`drop table if exists public.${TABLE}`);
  await fence.drop();
  await db.end();
});

describe('postgres_changes', () => {
  it('delivers insert, update and delete with the payload supabase-js expects', async () => {
    const { got } = await listen(newClient(inject('SUPABASE_SERVICE_ROLE_KEY')), { event: '*' });
    const { rows } = await db.query(`insert into public.${TABLE} (owner, title, qty, tags) values ($1, 'Pecorino', 2, '{a,b}') returning id`, [userA]);
    const id = Number(rows[0].id);
    await db.query(`update public.${TABLE} set qty = 3 where id = $1`, [id]);
    await db.query(`delete from public.${TABLE} where id = $1`, [id]);
    await fence.pass();
    expect(got.map((g) => g.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    const [ins, upd, del] = got;
    expect(ins).toMatchObject({ schema: 'public', table: TABLE, new: { id, owner: userA, title: 'Pecorino', qty: 2, tags: ['a', 'b'] }, old: {}, errors: null });
    expect(ins.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(upd).toMatchObject({ new: { id, qty: 3 }, old: { id } });
    // Default replica identity: the old record carries only the primary key.
    expect(Object.keys(upd.old)).toEqual(['id']);
    expect(del).toMatchObject({ new: {}, old: { id } });
  });

  it('narrows delivery with eq, gt and in filters', async () => {
    const svc = inject('SUPABASE_SERVICE_ROLE_KEY');
    const eq = await listen(newClient(svc), { event: 'INSERT', filter: 'title=eq.Fiore Sardo' });
    const gt = await listen(newClient(svc), { event: 'INSERT', filter: 'qty=gt.5' });
    const inList = await listen(newClient(svc), { event: 'INSERT', filter: 'title=in.(Casizolu,"Fiore Sardo")' });
    await db.query(`insert into public.${TABLE} (title, qty) values ('Fiore Sardo', 1), ('Casizolu', 9), ('Pecorino', 10)`);
    await fence.pass();
    expect(eq.got.map((g) => (g.new as Row).title)).toEqual(['Fiore Sardo']);
    expect(gt.got.map((g) => (g.new as Row).title)).toEqual(['Casizolu', 'Pecorino']);
    expect(inList.got.map((g) => (g.new as Row).title)).toEqual(['Fiore Sardo', 'Casizolu']);
  });

  it('delivers a row only to subscribers whose RLS lets them select it', async () => {
    const anonKey = inject('SUPABASE_ANON_KEY');
    const a = await listen(newClient(anonKey), { event: 'INSERT' }, await tokenFor(userA));
    const b = await listen(newClient(anonKey), { event: 'INSERT' }, await tokenFor(userB));
    const anon = await listen(newClient(anonKey), { event: 'INSERT' });
    await db.query(`insert into public.${TABLE} (owner, title) values ($1, 'for A'), ($2, 'for B')`, [userA, userB]);
    await fence.pass();
    expect(a.got.map((g) => (g.new as Row).title)).toEqual(['for A']);
    expect(b.got.map((g) => (g.new as Row).title)).toEqual(['for B']);
    expect(anon.got).toEqual([]);
  });

  it('keeps the subscription across an access token change and applies the new claims', async () => {
    const c = newClient(inject('SUPABASE_ANON_KEY'));
    const sub = await listen(c, { event: 'INSERT' }, await tokenFor(userA));
    await db.query(`insert into public.${TABLE} (owner, title) values ($1, 'A before')`, [userA]);
    await fence.pass();
    await c.realtime.setAuth(await tokenFor(userB));
    // access_token has no reply: the switch is done once a row only B may see arrives (slow under load).
    const titles = () => sub.got.map((g) => (g.new as Row).title).filter((t) => t !== 'B probe');
    for (let i = 0; i < 50 && !sub.got.some((g) => (g.new as Row).title === 'B probe'); i++) {
      await db.query(`insert into public.${TABLE} (owner, title) values ($1, 'B probe')`, [userB]);
      await fence.pass();
    }
    await db.query(`insert into public.${TABLE} (owner, title) values ($1, 'A after'), ($2, 'B after')`, [userA, userB]);
    await fence.pass();
    expect(titles()).toEqual(['A before', 'B after']);
  });
});

describe('Phoenix protocol (vsn 1.0.0 object frames)', () => {
  it('answers heartbeats, joins with echoed binding ids, stops delivery after leave and after close', async () => {
    const url = `${inject('SUPABASE_URL').replace('http', 'ws')}/realtime/v1/websocket?apikey=${inject('SUPABASE_SERVICE_ROLE_KEY')}&vsn=1.0.0`;
    const sock = new WebSocket(url);
    const frames: Array<{ topic: string; event: string; payload: Record<string, unknown>; ref: string | null }> = [];
    sock.on('message', (d) => frames.push(JSON.parse((d as Buffer).toString())));
    await new Promise((r) => sock.once('open', r));
    const sendFrame = (topic: string, event: string, payload: object, ref: string) =>
      sock.send(JSON.stringify({ topic, event, payload, ref, join_ref: ref }));

    // The raw socket's own fence: a channel on the fence table, whose rows arrive after every earlier change.
    sendFrame('realtime:fence', 'phx_join', { config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: fence.table }] } }, '0');
    const rawFence = async () => {
      const id = await fence.pass();
      await until(() => expect(frames.some((f) => f.topic === 'realtime:fence' && Number((f.payload.data as { record?: { id: unknown } } | undefined)?.record?.id) === id)).toBe(true));
    };
    sendFrame('phoenix', 'heartbeat', {}, '1');
    const binding = { event: 'INSERT', schema: 'public', table: TABLE, filter: 'title=eq.raw' };
    sendFrame('realtime:raw', 'phx_join', { config: { postgres_changes: [binding] }, access_token: inject('SUPABASE_SERVICE_ROLE_KEY') }, '2');
    await until(() => expect(frames.find((f) => f.event === 'system' && f.topic === 'realtime:raw')).toBeDefined());
    expect(frames.find((f) => f.ref === '1')).toEqual({ topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} }, ref: '1' });
    const joinReply = frames.find((f) => f.ref === '2')!;
    expect(joinReply.payload).toMatchObject({ status: 'ok', response: { postgres_changes: [{ ...binding, id: expect.any(Number) }] } });
    expect(frames.find((f) => f.event === 'system' && f.topic === 'realtime:raw')?.payload).toMatchObject({ status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'raw' });

    await db.query(`insert into public.${TABLE} (title) values ('raw')`);
    await rawFence();
    const changes = () => frames.filter((f) => f.event === 'postgres_changes' && f.topic === 'realtime:raw');
    expect(changes()).toHaveLength(1);
    expect(changes()[0].payload).toMatchObject({ data: { type: 'INSERT', record: { title: 'raw' }, columns: expect.arrayContaining([{ name: 'id', type: 'int8' }]) } });

    sendFrame('realtime:raw', 'phx_leave', {}, '3');
    await until(() => expect(frames.some((f) => f.event === 'phx_close' && f.topic === 'realtime:raw')).toBe(true));
    expect(frames.find((f) => f.ref === '3')?.payload).toMatchObject({ status: 'ok' });
    await db.query(`insert into public.${TABLE} (title) values ('raw')`);
    await rawFence();
    expect(changes()).toHaveLength(1);

    // A closed socket is dropped: the server keeps delivering to the others.
    const other = await listen(newClient(inject('SUPABASE_SERVICE_ROLE_KEY')), { event: 'INSERT', filter: 'title=eq.after-close' });
    sendFrame('realtime:raw2', 'phx_join', { config: { postgres_changes: [{ ...binding, filter: 'title=eq.after-close' }] } }, '4');
    await until(() => expect(frames.find((f) => f.ref === '4')?.payload).toMatchObject({ status: 'ok' }));
    sock.terminate();
    await db.query(`insert into public.${TABLE} (title) values ('after-close')`);
    await fence.pass();
    expect(other.got).toHaveLength(1);
    expect(changes()).toHaveLength(1);
  });

  it('refuses a join with an unknown filter operator', async () => {
    const c = newClient(inject('SUPABASE_SERVICE_ROLE_KEY'));
    const status = await new Promise<string>((resolve) => {
      c.channel('bad')
        .on('postgres_changes', { event: '*', schema: 'public', table: TABLE, filter: 'qty=between.1' } as never, () => undefined)
        .subscribe((s) => {
          if (s !== 'SUBSCRIBED') resolve(s);
        });
    });
    expect(status).toBe('CHANNEL_ERROR');
  });
});
