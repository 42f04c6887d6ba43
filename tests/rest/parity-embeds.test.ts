// PostgREST parity through supabase-js: computed fields, self-referencing embeds, and the features hosted
// Supabase keeps off until the in-database configuration turns them on (aggregates, explain).
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

/** Sets (or resets) one pgrst.* setting of the authenticator role and waits until requests see it. */
async function dbSetting(name: string, value: string | null, applied: () => Promise<boolean>): Promise<void> {
  await runSql(env, `${value === null ? `alter role authenticator reset pgrst.${name}` : `alter role authenticator set pgrst.${name} = '${value}'`}; notify pgrst, 'reload config';`);
  for (let i = 0; i < 100; i++) {
    if (await applied()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`pgrst.${name} never applied`);
}

describe('computed fields', () => {
  it('selects, filters and orders by a function of the row', async () => {
    const all = await sb.from('px_lines').select('id, px_line_total').order('id');
    expect(all.error).toBeNull();
    expect(all.data).toEqual([
      { id: 1, px_line_total: 20 },
      { id: 2, px_line_total: 30 },
      { id: 3, px_line_total: 0 },
      { id: 4, px_line_total: 50 },
    ]);
    const some = await sb.from('px_lines').select('id, total:px_line_total').gt('px_line_total', 25).order('px_line_total', { ascending: false });
    expect(some.data).toEqual([{ id: 4, total: 50 }, { id: 2, total: 30 }]);
    const shop = await sb.schema('px_shop').from('cheeses').select('label').eq('id', 1).single();
    expect(shop.data).toEqual({ label: 'PECORINO' });
  });

  it('computes inside an embed, in a function result and in a returned write', async () => {
    const embedded = await sb.from('px_people').select('name, parent:parent_id(name, px_initial)').eq('id', 3).single();
    expect(embedded.data).toEqual({ name: 'Figlio', parent: { name: 'Mamma', px_initial: 'M' } });
    const fromRpc = await sb.rpc('px_lines_upto', { n: 1 }).select('id, px_line_total');
    expect(fromRpc.data).toEqual([{ id: 1, px_line_total: 20 }]);
    const written = await sb.from('px_people').insert({ id: 9, name: 'Zio', parent_id: 1 }).select('id, px_initial').rollback().single();
    expect([written.status, written.data]).toEqual([201, { id: 9, px_initial: 'Z' }]);
  });
});

describe('self-referencing relationships', () => {
  it('embeds the parent by its key column and the children by the table with a key hint', async () => {
    const { data, error } = await sb
      .from('px_people')
      .select('name, parent:parent_id(name), children:px_people!parent_id(name), mentees:px_people!mentor_id(name)')
      .in('id', [1, 2])
      .order('id')
      .order('id', { referencedTable: 'children' })
      .order('id', { referencedTable: 'mentees' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Nonna', parent: null, children: [{ name: 'Mamma' }], mentees: [{ name: 'Figlio' }, { name: 'Figlia' }] },
      { name: 'Mamma', parent: { name: 'Nonna' }, children: [{ name: 'Figlio' }, { name: 'Figlia' }], mentees: [] },
    ]);
  });

  it('answers 300 PGRST201 for the table alone when two keys refer to it', async () => {
    const r = await sb.from('px_people').select('name, px_people(name)');
    expect(r.status).toBe(300);
    expect(r.error?.code).toBe('PGRST201');
    expect(r.error?.message).toBe("Could not embed because more than one relationship was found for 'px_people' and 'px_people'");
    const details = r.error?.details as unknown as unknown[];
    expect(details).toHaveLength(2);
    expect(details).toEqual(expect.arrayContaining([{
      cardinality: 'one-to-many',
      embedding: 'px_people with px_people',
      relationship: 'px_people_parent_id_fkey using px_people(id) and px_people(parent_id)',
    }]));
    expect(r.error?.hint).toMatch(/^Try changing 'px_people' to one of the following: .*'px_people!px_people_parent_id_fkey'.*\. Find the desired relationship in the 'details' key\.$/);
  });
});

describe('aggregates (db-aggregates-enabled)', () => {
  it('are refused with PGRST123 by default, as on hosted Supabase', async () => {
    const r = await sb.from('px_tally').select('kind, amount.sum()');
    expect(r.status).toBe(400);
    expect(r.error).toEqual({ code: 'PGRST123', details: null, hint: null, message: 'Use of aggregate functions is not allowed' });
  });

  it('group by the other selected columns once the authenticator role turns them on', async () => {
    await dbSetting('db_aggregates_enabled', 'true', async () => (await sb.from('px_tally').select('count()')).status === 200);
    try {
      const grouped = await sb.from('px_tally').select('kind, total:amount.sum(), count()').order('kind');
      expect(grouped.error).toBeNull();
      expect(grouped.data).toEqual([{ kind: 'cheese', total: 40, count: 2 }, { kind: 'wine', total: 5, count: 1 }]);
      const whole = await sb.from('px_tally').select('amount.avg(), amount.max(), amount.min(), id.count()::text');
      expect(whole.data).toEqual([{ avg: 15, max: 30, min: 5, count: '3' }]);
      const embedded = await sb.schema('px_shop').from('cheeses').select('name, reviews(stars.avg())').eq('id', 1).single();
      expect(embedded.data).toEqual({ name: 'Pecorino', reviews: [{ avg: 4.5 }] });
    } finally {
      await dbSetting('db_aggregates_enabled', null, async () => (await sb.from('px_tally').select('count()')).status === 400);
    }
  });
});

describe('explain (db-plan-enabled)', () => {
  it('is refused with 406 PGRST107 by default, naming the plan media type', async () => {
    const r = await sb.from('px_lines').select('id').explain();
    expect(r.status).toBe(406);
    expect(r.error).toMatchObject({
      code: 'PGRST107',
      message: 'None of these media types are available: application/vnd.pgrst.plan+text; for="application/json"',
    });
  });

  it('returns the plan as text or JSON once the authenticator role turns it on', async () => {
    const probe = async () => (await rest(env, '/px_lines?select=id', { headers: { accept: 'application/vnd.pgrst.plan' } })).status === 200;
    await dbSetting('db_plan_enabled', 'true', probe);
    try {
      const text = await sb.from('px_lines').select('id').eq('id', 1).explain();
      expect(text.error).toBeNull();
      expect(text.data).toMatch(/Scan .*on px_lines/);
      const json = await sb.from('px_lines').select('id').explain({ format: 'json', analyze: true });
      expect(json.error).toBeNull();
      expect(json.data).toEqual([expect.objectContaining({ Plan: expect.any(Object), 'Execution Time': expect.any(Number) })]);
      const call = await sb.rpc('px_lines_upto', { n: 2 }).explain();
      expect(call.error).toBeNull();
      expect(call.data).toMatch(/Function Scan on px_lines_upto|Scan .*on px_lines/);
      const res = await rest(env, '/px_lines?select=id', { headers: { accept: 'application/vnd.pgrst.plan+json; for="application/json"; options=verbose' } });
      expect(res.headers.get('content-type')).toBe('application/vnd.pgrst.plan+json; for="application/json"; options=verbose; charset=utf-8');
    } finally {
      await dbSetting('db_plan_enabled', null, async () => !(await probe()));
    }
  });
});
