// Inserts, upserts, updates, deletes, RPC and RLS through supabase-js.
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, rest, userToken, useRestEnv, type RestEnv } from './rest-stack.ts';

let env: RestEnv;
let sb: SupabaseClient;
useRestEnv((e) => {
  env = e;
  sb = client(e);
});

describe('writes', () => {
  it('inserts an object and returns it with an embed', async () => {
    const { data, error, status } = await sb.from('fx_comments').insert({ item_id: 2, body: 'new', stars: 2 }).select('body, fx_items(title)').single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({ body: 'new', fx_items: { title: 'Fiore Sardo' } });
  });

  it('inserts an array; missing keys are null by default and DEFAULT with defaultToNull false', async () => {
    const nulls = await sb.from('fx_counters').insert([{ name: 'b', n: 2 }, { name: 'c', note: 'x', n: 3 }]).select('name, note').order('name');
    expect(nulls.error).toBeNull();
    expect(nulls.data).toEqual([{ name: 'b', note: null }, { name: 'c', note: 'x' }]);
    const defaults = await sb.from('fx_counters').insert([{ name: 'd' }, { name: 'e', note: 'y' }], { defaultToNull: false }).select('name, n, note');
    expect(defaults.error).toBeNull();
    expect(defaults.data).toEqual(expect.arrayContaining([{ name: 'd', n: 0, note: 'default note' }, { name: 'e', n: 0, note: 'y' }]));
  });

  it('returns nothing with return=minimal and counts with count', async () => {
    const r = await sb.from('fx_counters').insert({ name: 'f' }, { count: 'exact' });
    expect(r.error).toBeNull();
    expect(r.data).toBeNull();
    expect(r.count).toBe(1);
  });

  it('upserts with merge, with onConflict and with ignoreDuplicates', async () => {
    const merged = await sb.from('fx_counters').upsert({ name: 'a', n: 10 }).select('name, n, note');
    expect(merged.data).toEqual([{ name: 'a', n: 10, note: 'first' }]);
    const tag = await sb.from('fx_tags').upsert({ id: 3, label: 'smoked' }, { onConflict: 'label' }).select();
    expect(tag.error).toBeNull();
    expect(tag.data).toEqual([{ id: 3, label: 'smoked' }]);
    const ignored = await sb.from('fx_counters').upsert([{ name: 'a', n: 99 }, { name: 'g', n: 1 }], { ignoreDuplicates: true }).select('name');
    expect(ignored.data).toEqual([{ name: 'g' }]);
    const { data } = await sb.from('fx_counters').select('n').eq('name', 'a').single();
    expect(data).toEqual({ n: 10 });
  });

  it('updates and deletes with filters, and refuses them without any filter', async () => {
    const up = await sb.from('fx_counters').update({ note: 'changed' }, { count: 'exact' }).in('name', ['b', 'c']).select('name, note').order('name');
    expect(up.status).toBe(200);
    expect(up.count).toBe(2);
    expect(up.data).toEqual([{ name: 'b', note: 'changed' }, { name: 'c', note: 'changed' }]);
    const quiet = await sb.from('fx_counters').update({ n: 5 }).eq('name', 'b');
    expect(quiet.status).toBe(204);
    const del = await sb.from('fx_counters').delete().eq('name', 'c').select('name');
    expect(del.data).toEqual([{ name: 'c' }]);
    const all = await sb.from('fx_counters').delete();
    expect(all.status).toBe(400);
    expect(all.error?.code).toBe('21000');
  });

  it('a singular Accept on a mutation that touches two rows answers 406 and writes nothing', async () => {
    const r = await sb.from('fx_counters').update({ note: 'twice' }).in('name', ['a', 'b']).select().single();
    expect(r.status).toBe(406);
    const { data } = await sb.from('fx_counters').select('name').eq('note', 'twice');
    expect(data).toEqual([]);
  });
});

describe('errors', () => {
  it('maps constraint violations and bad input to PostgREST statuses', async () => {
    const dup = await sb.from('fx_tags').insert({ id: 1, label: 'again' });
    expect(dup.status).toBe(409);
    expect(dup.error).toMatchObject({ code: '23505', details: 'Key (id)=(1) already exists.' });
    const fk = await sb.from('fx_comments').insert({ item_id: 999, body: 'x' });
    expect([fk.status, fk.error?.code]).toEqual([409, '23503']);
    const notNull = await sb.from('fx_tags').insert({ id: 77 });
    expect([notNull.status, notNull.error?.code]).toEqual([400, '23502']);
    const badInput = await sb.from('fx_items').select('id').eq('id', 'abc');
    expect([badInput.status, badInput.error?.code]).toEqual([400, '22P02']);
  });

  it('unknown table 404 PGRST205, unknown column 400, unknown body column PGRST204', async () => {
    const table = await sb.from('fx_nope').select();
    expect([table.status, table.error?.code]).toEqual([404, 'PGRST205']);
    const col = await sb.from('fx_items').select('nope');
    expect([col.status, col.error?.code]).toEqual([400, '42703']);
    const body = await sb.from('fx_tags').insert({ id: 9, label: 'l', nope: 1 });
    expect([body.status, body.error?.code]).toEqual([400, 'PGRST204']);
  });

  it('malformed select or filter gives 400 PGRST100 and never a 500', async () => {
    for (const q of ['select=id,(', 'select=a!b!c!d(x)', 'id=eq', 'id=zz.1', 'or=(id.eq.1', 'order=id.sideways', 'select=title::no_such_type', 'limit=x']) {
      const res = await rest(env, `/fx_items?${q}`);
      expect(res.status, q).toBeGreaterThanOrEqual(400);
      expect(res.status, q).toBeLessThan(500);
      const body = await res.json();
      expect(Object.keys(body).sort(), q).toEqual(['code', 'details', 'hint', 'message']);
    }
  });

  it('invalid JSON and a wrong content type are refused', async () => {
    const post = (body: string, type = 'application/json') =>
      rest(env, '/fx_tags', { method: 'POST', body, headers: { 'content-type': type, 'content-profile': 'public' } });
    const bad = await post('{"id": 1,');
    expect([bad.status, (await bad.json()).code]).toEqual([400, 'PGRST102']);
    const type = await post('id=1', 'application/x-www-form-urlencoded');
    expect(type.status).toBe(415);
  });

  it('refuses other schemas with 406 PGRST106 and bad tokens with 401', async () => {
    const res = await rest(env, '/fx_items', { headers: { 'accept-profile': 'auth' } });
    expect([res.status, (await res.json()).code]).toEqual([406, 'PGRST106']);
    const forged = await rest(env, '/fx_items', { headers: { authorization: 'Bearer not.a.jwt' } });
    expect([forged.status, (await forged.json()).code]).toEqual([401, 'PGRST301']);
    const expired = await userToken(env, randomUUID(), { exp: Math.floor(Date.now() / 1000) - 10 });
    const exp = await rest(env, '/fx_items', { headers: { authorization: `Bearer ${expired}` } });
    expect([exp.status, (await exp.json()).code]).toEqual([401, 'PGRST303']);
  });
});

describe('rpc', () => {
  it('calls scalar, setof scalar, setof table, table and composite functions by POST and GET', async () => {
    expect((await sb.rpc('fx_add', { a: 2, b: 3 })).data).toBe(5);
    expect((await sb.rpc('fx_add', { a: 2 }, { get: true })).data).toBe(3);
    expect((await sb.rpc('fx_titles')).data).toEqual(['Pecorino', 'Fiore Sardo', 'Salsiccia', 'Lardo, "special"']);
    const set = await sb.rpc('fx_items_by_author', { aid: 1 }).select('id, title, fx_tags(label)').gt('id', 1);
    expect(set.data).toEqual([{ id: 2, title: 'Fiore Sardo', fx_tags: [{ label: 'smoked' }] }]);
    const viaGet = await sb.rpc('fx_items_by_author', { aid: 1 }, { get: true, count: 'exact' }).select('id').order('id', { ascending: false }).limit(1);
    expect(viaGet.data).toEqual([{ id: 2 }]);
    expect(viaGet.count).toBe(2);
    expect((await sb.rpc('fx_stats')).data).toEqual([{ total: 4, max_price: 18 }]);
    expect((await sb.rpc('fx_first_item').select('id, title')).data).toEqual({ id: 1, title: 'Pecorino' });
  });

  it('passes JSON and arrays, a single unnamed json body, and returns 204 for void', async () => {
    const echo = await sb.rpc('fx_echo', { payload: { a: [1, 2] }, tags: ['x', 'y'] });
    expect(echo.data).toEqual({ payload: { a: [1, 2] }, tags: ['x', 'y'] });
    const raw = await sb.rpc('fx_raw', { any: 'thing' } as never);
    expect(raw.data).toEqual({ any: 'thing' });
    const noop = await sb.rpc('fx_noop');
    expect([noop.status, noop.data, noop.error]).toEqual([204, null, null]);
  });

  it('maps RAISE to 400 P0001 and an unknown function to 404 PGRST202', async () => {
    const fail = await sb.rpc('fx_fail', { msg: 'OUT_OF_STOCK:Pecorino' });
    expect(fail.status).toBe(400);
    expect(fail.error).toMatchObject({ code: 'P0001', message: 'OUT_OF_STOCK:Pecorino' });
    const missing = await sb.rpc('fx_nope', { a: 1 });
    expect([missing.status, missing.error?.code]).toEqual([404, 'PGRST202']);
  });
});

describe('row-level security', () => {
  const alice = randomUUID();
  const bob = randomUUID();
  let asAlice: SupabaseClient;
  let asBob: SupabaseClient;
  let asService: SupabaseClient;

  beforeAll(async () => {
    asAlice = client(env, await userToken(env, alice));
    asBob = client(env, await userToken(env, bob));
    asService = client(env, env.serviceKey);
  });

  it('lets a user write and read only their own rows', async () => {
    const ins = await asAlice.from('fx_notes').insert({ body: 'alice note' }).select('body, user_id').single();
    expect(ins.error).toBeNull();
    expect(ins.data).toEqual({ body: 'alice note', user_id: alice });
    expect((await asAlice.rpc('fx_whoami')).data).toBe(alice);
    expect((await asAlice.from('fx_notes').select('body')).data).toEqual([{ body: 'alice note' }]);
    expect((await asBob.from('fx_notes').select('body')).data).toEqual([]);
    const upd = await asBob.from('fx_notes').update({ body: 'hacked' }).eq('body', 'alice note').select();
    expect(upd.data).toEqual([]);
  });

  it('refuses anon with 401 and another user with 403 on a policy violation', async () => {
    const anon = await sb.from('fx_notes').insert({ body: 'anon', user_id: alice });
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
    const other = await asBob.from('fx_notes').insert({ body: 'as alice', user_id: alice });
    expect(other.status).toBe(403);
    expect(other.error?.code).toBe('42501');
  });

  it('lets a visitor insert into a write-only table unless they ask for the row back', async () => {
    const minimal = await sb.from('fx_dropbox').insert({ body: 'hello' });
    expect([minimal.status, minimal.error]).toEqual([201, null]);
    const back = await sb.from('fx_dropbox').insert({ body: 'again' }).select();
    expect(back.status).toBe(401);
    expect(back.error?.code).toBe('42501');
    const rows = await asService.from('fx_dropbox').select('body');
    expect(rows.data).toEqual([{ body: 'hello' }]);
  });

  it('lets the service role see every row', async () => {
    await asBob.from('fx_notes').insert({ body: 'bob note' });
    const all = await asService.from('fx_notes').select('body').order('body');
    expect(all.data).toEqual([{ body: 'alice note' }, { body: 'bob note' }]);
  });
});

// Last: the gateway closes the connection after refusing a large body mid-upload.
describe('body size', () => {
  it('refuses a body over 1 MB with 413 and writes nothing', async () => {
    const big = await rest(env, '/fx_tags', {
      method: 'POST',
      body: JSON.stringify({ id: 60, label: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
    const { data } = await client(env).from('fx_tags').select('id').eq('id', 60);
    expect(data).toEqual([]);
  });
});
