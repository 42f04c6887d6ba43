// A second stack process-local to a test file, on the shared test database, serving the fixture
// functions in tests/fixtures/functions (the global stack serves supabase/functions).
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { inject } from 'vitest';
import { startStack, type RunningStack } from '../../supabase/local/stack.ts';

export const FIXTURE_FUNCTIONS = path.resolve(import.meta.dirname, '../fixtures/functions');

export async function startFixtureStack(): Promise<RunningStack & { cleanup(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenuta-fn-'));
  const stack = await startStack({
    port: 0,
    smtpPort: 0,
    inboxPort: 0,
    dataDir,
    databaseUrl: inject('DATABASE_URL'),
    jwtSecret: inject('JWT_SECRET'),
    quiet: true,
    mail: true,
    functions: true,
    functionsDir: FIXTURE_FUNCTIONS,
    // Short, so the wall-clock test waits seconds, not the hosted 150.
    functionWallClockMs: 2000,
    functionMemoryMb: 150,
  });
  return Object.assign(stack, {
    async cleanup() {
      await stack.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}
