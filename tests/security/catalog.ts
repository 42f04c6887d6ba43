// What the database actually exposes to the API roles, read from pg_catalog, in the access matrix's shapes.
import type pg from 'pg';
import type { ApiRole } from './access-matrix.ts';

const SYSTEM = `('pg_catalog', 'information_schema', 'pg_toast')`;
const ROLES = `(values ('anon'), ('authenticated')) r(rolname)`;
const notExtension = (oid: string) => `not exists (select 1 from pg_depend d where d.objid = ${oid} and d.deptype = 'e')`;

type ByRole = Partial<Record<ApiRole, string[]>>;
const group = (rows: Array<{ key: string; role: ApiRole; item: string }>) => {
  const out: Record<string, ByRole> = {};
  for (const { key, role, item } of rows) ((out[key] ??= {})[role] ??= []).push(item);
  for (const byRole of Object.values(out)) for (const list of Object.values(byRole)) list?.sort();
  return out;
};

export async function exposedSchemas(db: pg.Client): Promise<string[]> {
  const { rows } = await db.query(
    `select distinct n.nspname from pg_namespace n cross join ${ROLES}
     where n.nspname not in ${SYSTEM} and n.nspname not like 'pg_%' and has_schema_privilege(r.rolname, n.oid, 'USAGE')
     order by 1`,
  );
  return rows.map((r) => r.nspname);
}

/** Tables, views, materialised views and foreign tables with table-level grants; also whether RLS is on. */
export async function exposedRelations(db: pg.Client) {
  const { rows } = await db.query(
    `select n.nspname || '.' || c.relname as key, r.rolname as role, p.priv as item, c.relkind, c.relrowsecurity as rls,
       coalesce(c.reloptions && array['security_invoker=true', 'security_invoker=on'], false) as invoker
     from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join ${ROLES}
     cross join (values ('SELECT'), ('INSERT'), ('UPDATE'), ('DELETE'), ('TRUNCATE'), ('REFERENCES'), ('TRIGGER')) p(priv)
     where c.relkind in ('r', 'p', 'v', 'm', 'f') and n.nspname not in ${SYSTEM}
       and has_schema_privilege(r.rolname, n.oid, 'USAGE') and has_table_privilege(r.rolname, c.oid, p.priv)
     order by 1, 2, 3`,
  );
  // A view runs as its owner (bypassing RLS) unless it is security_invoker.
  const guarded = (r: { relkind: string; rls: boolean; invoker: boolean }) =>
    r.relkind === 'r' || r.relkind === 'p' ? r.rls : r.relkind === 'v' && r.invoker;
  const withoutRls = [...new Set(rows.filter((r) => !guarded(r)).map((r) => `${r.key} (${r.relkind})`))];
  return { grants: group(rows), withoutRls };
}

/** Column grants that the table grants do not already give. */
export async function exposedColumns(db: pg.Client) {
  const { rows } = await db.query(
    `select n.nspname || '.' || c.relname || '.' || a.privilege_type as key, r.rolname as role, att.attname as item
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute att on att.attrelid = c.oid and att.attnum > 0 and not att.attisdropped
     cross join lateral aclexplode(att.attacl) a join pg_roles r on r.oid = a.grantee
     where r.rolname in ('anon', 'authenticated') and n.nspname not in ${SYSTEM}
       and not has_table_privilege(r.rolname, c.oid, a.privilege_type)
     order by 1, 2, 3`,
  );
  return group(rows);
}

export async function exposedSequences(db: pg.Client): Promise<Record<string, ApiRole[]>> {
  const { rows } = await db.query(
    `select n.nspname || '.' || c.relname as key, r.rolname as role
     from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join ${ROLES}
     where c.relkind = 'S' and n.nspname not in ${SYSTEM} and has_schema_privilege(r.rolname, n.oid, 'USAGE')
       and (has_sequence_privilege(r.rolname, c.oid, 'USAGE') or has_sequence_privilege(r.rolname, c.oid, 'UPDATE'))
     order by 1, 2`,
  );
  const out: Record<string, ApiRole[]> = {};
  for (const r of rows) (out[r.key] ??= []).push(r.role);
  return out;
}

/** Executable functions outside extensions, with their roles and whether they are SECURITY DEFINER. */
export async function exposedFunctions(db: pg.Client) {
  const { rows } = await db.query(
    `select n.nspname || '.' || p.proname as key, r.rolname as role, p.prosecdef as definer
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace cross join ${ROLES}
     where n.nspname not in ${SYSTEM} and has_schema_privilege(r.rolname, n.oid, 'USAGE')
       and has_function_privilege(r.rolname, p.oid, 'EXECUTE') and ${notExtension('p.oid')}
     order by 1, 2`,
  );
  const out: Record<string, { roles: ApiRole[]; definer?: true }> = {};
  for (const r of rows) {
    const f = (out[r.key] ??= { roles: [] });
    if (!f.roles.includes(r.role)) f.roles.push(r.role);
    if (r.definer) f.definer = true;
  }
  return out;
}

/** Every SECURITY DEFINER function outside the system schemas and extensions that has no fixed search_path. */
export async function definersWithoutSearchPath(db: pg.Client): Promise<string[]> {
  const { rows } = await db.query(
    `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where p.prosecdef and n.nspname not in ${SYSTEM} and ${notExtension('p.oid')}
       and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')
     order by 1`,
  );
  return rows.map((r) => r.name);
}

export async function buckets(db: pg.Client) {
  const { rows } = await db.query(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets order by id',
  );
  return Object.fromEntries(
    rows.map((b) => [
      b.id,
      { public: b.public, fileSizeLimit: Number(b.file_size_limit), mimeTypes: [...(b.allowed_mime_types ?? [])].sort() },
    ]),
  );
}
