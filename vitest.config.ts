// Two projects: `unit` (pure code in node; a test that needs a DOM opts into jsdom with a
// `// @vitest-environment jsdom` docblock) and `integration` (supabase-js against one started local stack).
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'supabase/local/**/*.test.ts', 'scripts/**/*.test.ts', 'supabase/data/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          globalSetup: ['tests/setup/global-stack.ts'],
          // Stacks a suite starts for itself keep the rooms' flat prices too (no demo season calendar).
          env: { SUPABASE_LOCAL_DEMO_RATES: 'off' },
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
