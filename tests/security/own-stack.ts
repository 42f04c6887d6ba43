// A stack of its own for the hostile-input tests: their fuzzed writes, failed sign-ins and chat floods must not
// touch the shared test stack's data or its per-address limits.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StackConfig } from '../../supabase/local/config.ts';
import { startStack, type RunningStack } from '../../supabase/local/stack.ts';

export async function startOwnStack(
  functions: boolean,
  overrides: Partial<StackConfig> = {},
): Promise<RunningStack & { dispose(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenuta-hostile-'));
  const stack = await startStack({ port: 0, dbPort: 0, dataDir, mail: false, functions, quiet: true, databaseUrl: undefined, ...overrides });
  return Object.assign(stack, {
    dispose: async () => {
      await stack.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}
