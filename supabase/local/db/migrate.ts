// Bootstrap, then supabase/migrations/*.sql in name order (each once, recorded), then on a new database the
// demo: the farm's data (supabase/data/farm.json, as `npm run data:import` loads it), seed.sql's demo accounts
// and demo-rates.sql's season calendar.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { readFarmData } from '../../data/farm-schema.ts';
import { importFarmData } from '../../data/import.ts';
import { ROOT_DIR, SUPABASE_DIR } from '../config.ts';

const BOOTSTRAP = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bootstrap.sql');
// Any fixed number: serialises concurrent starts against one external DATABASE_URL.
const LOCK_KEY = 5_432_100;

export interface MigrateOptions {
  migrationsDir?: string;
  seedFile?: string;
  /** Load the demo (farm data and seed.sql) on a new database; false leaves it as a fresh hosted project. */
  demo?: boolean;
  /** With the demo, also its season calendar (demo-rates.sql); false keeps the flat room prices (test stacks). */
  demoRates?: boolean;
  demoRatesFile?: string;
  log?: (msg: string, extra?: Record<string, unknown>) => void;
}

export interface MigrateResult {
  /** True when the database had no migration history (the demo was loaded unless `demo: false`). */
  fresh: boolean;
  applied: string[];
}

interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

/** `20240101120000_create_products.sql` → version `20240101120000`, name `create_products`. */
export function listMigrations(dir: string): MigrationFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => {
      const base = f.slice(0, -4);
      const i = base.indexOf('_');
      return {
        version: i < 0 ? base : base.slice(0, i),
        name: i < 0 ? '' : base.slice(i + 1),
        file: path.join(dir, f),
      };
    });
}

export async function migrate(databaseUrl: string, opts: MigrateOptions = {}): Promise<MigrateResult> {
  const log = opts.log ?? (() => undefined);
  const migrationsDir = opts.migrationsDir ?? path.join(SUPABASE_DIR, 'migrations');
  const seedFile = opts.seedFile ?? path.join(SUPABASE_DIR, 'seed.sql');
  // Own connection: search_path changes made by the bootstrap apply to new sessions only.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    const { rows } = await client.query<{ t: string | null }>(
      "select to_regclass('supabase_migrations.schema_migrations')::text as t",
    );
    const fresh = rows[0].t === null;
    await client.query(fs.readFileSync(BOOTSTRAP, 'utf8'));

    const done = new Set(
      (await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
        (r) => r.version,
      ),
    );
    const applied: string[] = [];
    for (const m of listMigrations(migrationsDir)) {
      if (done.has(m.version)) continue;
      const sql = fs.readFileSync(m.file, 'utf8');
      await inTransaction(client, sql, `migration ${path.basename(m.file)}`, async () => {
        await client.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [m.version, m.name, [sql]],
        );
      });
      applied.push(path.basename(m.file));
      log(`applied migration ${path.basename(m.file)}`);
    }

    if (fresh && opts.demo !== false) {
      await importFarmData(client, readFarmData(path.join(SUPABASE_DIR, 'data', 'farm.json'), path.join(ROOT_DIR, 'public')));
      log('imported supabase/data/farm.json');
      if (fs.existsSync(seedFile)) {
        // seed.sql refuses to run without this mark, so it cannot create its demo accounts on a hosted project.
        await inTransaction(client, `set local tenuta.local_demo = 'on';\n${fs.readFileSync(seedFile, 'utf8')}`, 'seed.sql');
        log('applied seed.sql');
      }
      const ratesFile = opts.demoRatesFile ?? path.join(SUPABASE_DIR, 'demo-rates.sql');
      if (opts.demoRates !== false && fs.existsSync(ratesFile)) {
        await inTransaction(client, `set local tenuta.local_demo = 'on';\n${fs.readFileSync(ratesFile, 'utf8')}`, 'demo-rates.sql');
        log('applied demo-rates.sql');
      }
    }
    return { fresh, applied };
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

async function inTransaction(client: pg.Client, sql: string, what: string, after?: () => Promise<void>) {
  await client.query('begin');
  try {
    await client.query('set local search_path = public, extensions');
    await client.query(sql);
    await client.query('reset role');
    if (after) await after();
    await client.query('commit');
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    const err = e as Error & { position?: string };
    throw new Error(`${what} failed: ${err.message}${err.position ? ` (at character ${err.position})` : ''}`, {
      cause: e,
    });
  }
}
