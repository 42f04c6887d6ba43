// PostgREST parity through supabase-js: exposed schemas, counts on RPC and planned/estimated counts, the status
// of an upsert, CSV as PostgREST writes it. Expected values are PostgREST v14's (the Supabase CLI's version).
import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useParityEnv } from './parity-fixture.ts';
import { client, rest, runSql, type RestEnv } from './rest-stack.ts';

let env: RestEnv;
let sb: SupabaseClient;
useParityEnv((e) => {
  env = e;
  sb = client(e);
});

/** The planner's row estimate for a query, read as PostgREST reads it for `count=planned`. */
async function plannedRows(sql: string): Promise<number> {
  const r = await runSql(env, `explain (format json) ${sql}`);
  return (r.rows[0] as { 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> })['QUERY PLAN'][0].Plan['Plan Rows'];
}

describe('schemas other than public', () => {
  it('reads, calls and writes an exposed schema through db.schema and .schema()', async () => {
    const shop = client(env, undefined, 'px_shop');
    const all = await shop.from('cheeses').select('id, name, reviews(stars)').order('id').order('id', { referencedTable: 'reviews' });
    expect(all.error).toBeNull();
    expect(all.data).toEqual([
      { id: 1, name: 'Pecorino', reviews: [{ stars: 5 }, { stars: 4 }] },
      { id: 2, name: 'Fiore Sardo', reviews: [{ stars: 3 }] },
      { id: 3, name: 'Casizolu', reviews: [] },
    ]);
    const one = await sb.schema('px_shop').from('cheeses').select('name').eq('id', 2).single();
    expect(one.data).toEqual({ name: 'Fiore Sardo' });
    // The function names its table unqualified: the request's search_path starts with its schema.
    const cheap = await sb.schema('px_shop').rpc('cheap', { below: 15 }).select('id');
    expect(cheap.error).toBeNull();
    expect(cheap.data).toEqual([{ id: 1 }, { id: 3 }]);
    const ins = await sb.schema('px_shop').from('reviews').insert({ id: 4, cheese_id: 3, stars: 2 }).select('stars, cheeses(name)').single();
    expect([ins.status, ins.error]).toEqual([201, null]);
    expect(ins.data).toEqual({ stars: 2, cheeses: { name: 'Casizolu' } });
    const res = await rest(env, '/cheeses?select=id&id=eq.1', { headers: { 'accept-profile': 'px_shop' } });
    expect(res.headers.get('content-profile')).toBe('px_shop');
  });

  it('answers 406 PGRST106 for a schema that is not exposed, and PGRST205 names the schema', async () => {
    const hidden = await sb.schema('px_hidden').from('secrets').select();
    expect(hidden.status).toBe(406);
    expect(hidden.error).toEqual({
      code: 'PGRST106',
      details: null,
      hint: 'Only the following schemas are exposed: public, px_shop',
      message: 'Invalid schema: px_hidden',
    });
    const write = await sb.schema('px_hidden').from('secrets').insert({ id: 1 });
    expect([write.status, write.error?.code]).toEqual([406, 'PGRST106']);
    const rpc = await sb.schema('px_hidden').rpc('anything');
    expect([rpc.status, rpc.error?.code]).toEqual([406, 'PGRST106']);
    const root = await rest(env, '', { headers: { 'accept-profile': 'px_hidden' } });
    expect([root.status, ((await root.json()) as { code: string }).code]).toEqual([406, 'PGRST106']);
    const missing = await sb.schema('px_shop').from('px_lines').select();
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'px_shop.px_lines' in the schema cache" });
  });
});

describe('counts on RPC', () => {
  it('counts the rows of a set-returning function, with 206 for a partial page', async () => {
    const page = await sb.rpc('px_lines_upto', { n: 3 }, { count: 'exact' }).select('id').range(0, 1);
    expect([page.status, page.count, page.data]).toEqual([206, 3, [{ id: 1 }, { id: 2 }]]);
    const labels = await sb.rpc('px_labels', {}, { count: 'exact' });
    expect([labels.status, labels.count]).toEqual([200, 4]);
    const head = await sb.rpc('px_lines_upto', { n: 2 }, { head: true, count: 'exact' });
    expect([head.status, head.count, head.data]).toEqual([200, 2, null]);
  });

  it('counts a scalar result as one row and sends Content-Range on every call', async () => {
    const scalar = await sb.rpc('px_double', { n: 4 }, { count: 'exact' });
    expect([scalar.status, scalar.data, scalar.count]).toEqual([200, 8, 1]);
    const res = await rest(env, '/rpc/px_double?n=4');
    expect(res.headers.get('content-range')).toBe('0-0/*');
  });
});

describe('error texts', () => {
  it('names a missing function with its arguments, or says it has none', async () => {
    const none = await sb.rpc('px_nope');
    expect(none.status).toBe(404);
    expect(none.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.px_nope without parameters in the schema cache',
      details: 'Searched for the function public.px_nope without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
    const wrong = await sb.rpc('px_double', { m: 1 });
    expect(wrong.error).toMatchObject({
      code: 'PGRST202',
      hint: null,
      message: 'Could not find the function public.px_double(m) in the schema cache',
      details: 'Searched for the function public.px_double with parameter m or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
    const near = await sb.rpc('px_double', { nn: 1 });
    expect(near.error?.hint).toBe('Perhaps you meant to call the function public.px_double(n)');
    // By GET, every parameter that does not read as a filter is an argument.
    const byGet = await sb.rpc('px_double', { m: 1 }, { get: true });
    expect(byGet.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.px_double(m) in the schema cache',
      details: 'Searched for the function public.px_double with parameter m, but no matches were found in the schema cache.',
    });
    const filtered = await sb.rpc('px_lines_upto', { n: 4 }, { get: true }).gt('qty', 2).select('id');
    expect(filtered.data).toEqual([{ id: 2 }, { id: 4 }]);
  });

  it('suggests a near table or embed as PostgREST does', async () => {
    const table = await sb.from('px_line').select();
    expect(table.error).toEqual({
      code: 'PGRST205',
      details: null,
      hint: "Perhaps you meant the table 'public.px_lines'",
      message: "Could not find the table 'public.px_line' in the schema cache",
    });
    const embed = await sb.from('px_people').select('name, px_peopl(name)');
    expect(embed.error).toEqual({
      code: 'PGRST200',
      details: "Searched for a foreign key relationship between 'px_people' and 'px_peopl' in the schema 'public', but no matches were found.",
      hint: "Perhaps you meant 'px_people' instead of 'px_peopl'.",
      message: "Could not find a relationship between 'px_people' and 'px_peopl' in the schema cache",
    });
  });

  it('reports an offset past a counted total with 416 PGRST103', async () => {
    const r = await sb.from('px_lines').select('id', { count: 'exact' }).range(9, 10);
    expect(r.status).toBe(416);
    expect(r.error).toEqual({
      code: 'PGRST103',
      details: 'An offset of 9 was requested, but there are only 4 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
  });
});

describe('planned and estimated counts', () => {
  it('a planned count is the planner estimate; a smaller page answers 206, also for HEAD', async () => {
    const guess = await plannedRows('select 1 from px_few');
    expect(guess).toBeGreaterThan(3);
    const head = await sb.from('px_few').select('*', { count: 'planned', head: true });
    expect([head.status, head.count, head.data]).toEqual([206, guess, null]);
    const get = await sb.from('px_few').select('id', { count: 'planned' });
    expect([get.status, get.count, get.data?.length]).toEqual([206, guess, 3]);
    const many = await sb.from('px_many').select('*', { count: 'planned', head: true });
    expect([many.status, many.count]).toEqual([206, 2000]);
  });

  it('an estimated count is exact up to max rows and the planner estimate beyond', async () => {
    const few = await sb.from('px_few').select('*', { count: 'estimated', head: true });
    expect([few.status, few.count]).toEqual([200, 3]);
    const many = await sb.from('px_many').select('id', { count: 'estimated' });
    expect([many.status, many.count, many.data?.length]).toEqual([206, 2000, 1000]);
  });
});

describe('upsert status', () => {
  it('answers 200 when every row was updated and 201 when one was inserted', async () => {
    const updated = await sb.from('px_stock').upsert({ name: 'pecorino', qty: 6 }).select('name, qty');
    expect([updated.status, updated.data]).toEqual([200, [{ name: 'pecorino', qty: 6 }]]);
    const quiet = await sb.from('px_stock').upsert({ name: 'pecorino', qty: 7 });
    expect([quiet.status, quiet.error]).toEqual([200, null]);
    const mixed = await sb.from('px_stock').upsert([{ name: 'pecorino', qty: 8 }, { name: 'fiore', qty: 1 }]).select('name');
    expect(mixed.status).toBe(201);
    const ignored = await sb.from('px_stock').upsert({ name: 'pecorino', qty: 9 }, { ignoreDuplicates: true });
    expect(ignored.status).toBe(201);
    const plain = await sb.from('px_stock').insert({ name: 'casizolu' });
    expect(plain.status).toBe(201);
  });
});

describe('csv', () => {
  it('quotes values as PostgreSQL writes a record, with t/f and empty for null', async () => {
    const { data, error } = await sb.from('px_lines').select('id, label, qty, ok, tags, note').order('id').csv();
    expect(error).toBeNull();
    expect(data).toBe(
      'id,label,qty,ok,tags,note\n' +
        '1,plain,2,t,"{a,b}",\n' +
        '2,"comma, inside",3,f,{},""\n' +
        '3,"say ""cheese""",,,,"two\nlines"\n' +
        '4,"back\\\\slash",5,t,"{""x y""}"," padded "',
    );
    const none = await sb.from('px_lines').select('id').eq('id', 99).csv();
    expect(none.data).toBe('\n');
  });
});
