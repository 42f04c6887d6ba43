// A local stack in its own process (crash test, benchmarks): config from the usual env variables, one JSON
// line `{apiUrl, anonKey, serviceRoleKey, databaseUrl, pid}` on stdout when ready. Writes no status file.
import { startStack } from '../../supabase/local/stack.ts';

const stack = await startStack({ quiet: true });
process.stdout.write(
  `${JSON.stringify({
    apiUrl: stack.apiUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    databaseUrl: stack.databaseUrl,
    pid: process.pid,
  })}\n`,
);
const stop = () => void stack.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
