// A connection to the project's database from the connection string the dashboard shows (Connect → Session
// pooler). A hosted server is reached over TLS, checked against Supabase's CA when its file is given.
import fs from 'node:fs';
import pg from 'pg';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export function databaseUrlFrom(args: string[], env: NodeJS.ProcessEnv = process.env): string {
  const i = args.indexOf('--db-url');
  const url = i >= 0 ? args[i + 1] : env.DATABASE_URL;
  if (!url) throw new Error('No database: pass --db-url "postgresql://…" or set DATABASE_URL (dashboard → Connect → Session pooler).');
  return url;
}

export function clientFor(url: string, env: NodeJS.ProcessEnv = process.env): pg.Client {
  const host = new URL(url).hostname;
  if (LOOPBACK.has(host) || /[?&]sslmode=/.test(url)) return new pg.Client({ connectionString: url });
  const ca = env.DATABASE_CA_FILE;
  if (!ca) console.warn('warning: DATABASE_CA_FILE is not set, so the server certificate is not checked (dashboard → Database → SSL Configuration → Download certificate).');
  return new pg.Client({
    connectionString: url,
    ssl: ca ? { ca: fs.readFileSync(ca, 'utf8'), rejectUnauthorized: true } : { rejectUnauthorized: false },
  });
}
