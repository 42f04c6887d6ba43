// npm run db:reset: rebuild the database from scratch (bootstrap, migrations, seed).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { configFromEnv } from './config.ts';
import { startDatabase } from './db/embedded.ts';
import { migrate } from './db/migrate.ts';

const SCHEMAS = ['public', 'auth', 'storage', 'realtime', 'extensions', 'supabase_migrations'];

function runningPid(pgDir: string): number | undefined {
  const file = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(file)) return undefined;
  const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

async function resetExternal(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const s of SCHEMAS) await client.query(`drop schema if exists ${pg.escapeIdentifier(s)} cascade`);
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

async function main() {
  const config = configFromEnv();
  const log = (m: string) => console.log(m);
  if (config.databaseUrl) {
    await resetExternal(config.databaseUrl);
  } else {
    const pid = runningPid(path.join(config.dataDir, 'pg'));
    if (pid) throw new Error(`the local database is running (pid ${pid}): stop the stack first`);
    fs.rmSync(config.dataDir, { recursive: true, force: true });
    log(`removed ${config.dataDir}`);
  }
  const db = await startDatabase({ ...config, dbPort: config.databaseUrl ? config.dbPort : 0 }, log);
  try {
    const result = await migrate(db.url, { log, demo: config.demo, demoRates: config.demoRates });
    log(`database rebuilt: ${result.applied.length} migration(s)${result.fresh && config.demo ? ', demo loaded' : ''}`);
  } finally {
    await db.stop();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
