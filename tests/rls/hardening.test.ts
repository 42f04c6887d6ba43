// Guards that hold for every object, present and future: RLS on every public table, a fixed search_path on
// every SECURITY DEFINER function, and every callable function classified in the matrix.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FUNCTIONS } from './matrix.ts';

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
});
afterAll(async () => db?.end());

describe('database hardening', () => {
  it('has row-level security on every table in public', async () => {
    const { rows } = await db.query(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity order by 1`,
    );
    expect(rows.map((r) => r.relname)).toEqual([]);
  });

  it('gives every SECURITY DEFINER function in public a fixed search_path', async () => {
    const { rows } = await db.query(
      `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prosecdef
         and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')
       order by 1`,
    );
    expect(rows.map((r) => r.proname)).toEqual([]);
  });

  it('classifies every callable function of public in the RLS matrix', async () => {
    const { rows } = await db.query(
      `select distinct p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype
         and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
       order by 1`,
    );
    const listed = new Set(FUNCTIONS.map((f) => f.name));
    expect(rows.map((r) => r.proname).filter((n) => !listed.has(n))).toEqual([]);
  });

  it('lets no API role execute trigger functions or helpers outside the matrix allow-list', async () => {
    const { rows } = await db.query(
      `select p.proname, r.rolname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       cross join (values ('anon'), ('authenticated')) r(rolname)
       where n.nspname = 'public' and has_function_privilege(r.rolname, p.oid, 'execute')
         and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
       order by 1, 2`,
    );
    const allowed = new Set(FUNCTIONS.filter((f) => f.allow.length > 0).map((f) => f.name));
    expect(rows.filter((r) => !allowed.has(r.proname))).toEqual([]);
  });
});
