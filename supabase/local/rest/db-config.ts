// PostgREST's in-database configuration: the authenticator role's `pgrst.*` settings, read at start and on
// NOTIFY pgrst (both 'reload schema' and 'reload config'). Hosted Supabase turns features on this way, e.g.
// `alter role authenticator set pgrst.db_aggregates_enabled = 'true'; notify pgrst, 'reload config';`.
import type { Pool } from 'pg';

export interface DbConfig {
  /** db-aggregates-enabled: count(), sum() … in select (off by default, as on Supabase). */
  aggregates: boolean;
  /** db-plan-enabled: the plan media type of `.explain()` (off by default, as on Supabase). */
  plan: boolean;
}

export const DEFAULT_DB_CONFIG: DbConfig = { aggregates: false, plan: false };

const on = (v: string | undefined) => v !== undefined && ['true', 'on', '1', 'yes'].includes(v.trim().toLowerCase());

export async function loadDbConfig(pool: Pool): Promise<DbConfig> {
  const { rows } = await pool.query<{ config: string[] | null }>(
    `select s.setconfig as config
       from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
      where r.rolname = 'authenticator'
        and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
      order by s.setdatabase`,
  );
  // Database-specific settings come last and win.
  const settings = new Map<string, string>();
  for (const { config } of rows) {
    for (const entry of config ?? []) {
      const i = entry.indexOf('=');
      if (i > 0) settings.set(entry.slice(0, i), entry.slice(i + 1));
    }
  }
  return { aggregates: on(settings.get('pgrst.db_aggregates_enabled')), plan: on(settings.get('pgrst.db_plan_enabled')) };
}
