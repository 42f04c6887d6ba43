// Column names, types (pg_type.typname), primary key, replica identity, RLS flag, per-role column
// privileges and the roles whose SELECT policies are plainly `true`, of a table; cached until the next
// schema reload or a policy/privilege change (capture.sql's invalidate notification).
import type { Pool } from 'pg';

interface Column {
  name: string;
  type: string;
  pk: boolean;
  /** Roles that may SELECT this column. */
  roles: Set<string>;
}

export interface TableInfo {
  schema: string;
  table: string;
  columns: Column[];
  pk: string[];
  replicaFull: boolean;
  rls: boolean;
  /** Roles that see every row despite RLS: a permissive SELECT policy `true` applies and no restrictive one does. */
  openRoles: Set<string>;
}

const API_ROLES = ['anon', 'authenticated', 'service_role'];

export class TableCache {
  private cache = new Map<string, Promise<TableInfo | null>>();
  constructor(private pool: Pool) {}

  clear(): void {
    this.cache.clear();
  }

  get(schema: string, table: string): Promise<TableInfo | null> {
    const key = `${schema}.${table}`;
    let p = this.cache.get(key);
    if (!p) {
      p = this.load(schema, table);
      p.catch(() => this.cache.get(key) === p && this.cache.delete(key));
      this.cache.set(key, p);
    }
    return p;
  }

  private async load(schema: string, table: string): Promise<TableInfo | null> {
    const rel = await this.pool.query<{ oid: number; replident: string; rls: boolean }>(
      `select c.oid::int as oid, c.relreplident as replident, c.relrowsecurity as rls
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p', 'v')`,
      [schema, table],
    );
    if (!rel.rows[0]) return null;
    const { oid, replident, rls } = rel.rows[0];
    const cols = await this.pool.query<{ name: string; type: string; pk: boolean; roles: string[] }>(
      `select a.attname as name, t.typname as type,
              coalesce(a.attnum = any(i.indkey), false) as pk,
              array(select r from unnest($2::text[]) r where has_column_privilege(r, a.attrelid, a.attnum, 'SELECT')) as roles
         from pg_attribute a
         join pg_type t on t.oid = a.atttypid
         left join pg_index i on i.indrelid = a.attrelid and i.indisprimary
        where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped
        order by a.attnum`,
      [oid, API_ROLES],
    );
    const columns = cols.rows.map((c) => ({ name: c.name, type: c.type, pk: c.pk, roles: new Set(c.roles) }));
    const policies = await this.pool.query<{ permissive: boolean; open: boolean; roles: string[] }>(
      `select p.polpermissive as permissive, coalesce(pg_get_expr(p.polqual, p.polrelid) = 'true', false) as open,
              array(select a from unnest($2::text[]) a
                     where 0 = any(p.polroles)
                        or exists (select 1 from unnest(p.polroles) r where r <> 0 and pg_has_role(a, r, 'MEMBER'))) as roles
         from pg_policy p
        where p.polrelid = $1 and p.polcmd in ('r', '*')`,
      [oid, API_ROLES],
    );
    const openRoles = new Set<string>();
    for (const role of API_ROLES) {
      // Membership counts: a policy for a role that `role` belongs to applies to it as well.
      const applies = policies.rows.filter((p) => p.roles.includes(role));
      if (applies.some((p) => p.permissive && p.open) && !applies.some((p) => !p.permissive && !p.open)) openRoles.add(role);
    }
    return { schema, table, columns, pk: columns.filter((c) => c.pk).map((c) => c.name), replicaFull: replident === 'f', rls, openRoles };
  }
}
