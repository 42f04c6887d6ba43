// The house style's import boundaries, as `npm run lint` enforces them: fixture sources linted at the paths
// they would live at. Only the import rules run (no type information), which keeps this test quick.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/') || ruleId.endsWith('no-restricted-imports') || ruleId === 'no-restricted-syntax',
});

async function errors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

// Loading the config and the resolver takes seconds on a busy machine: the first case pays for it.
describe('lint boundaries', { timeout: 60_000 }, () => {
  it.each([
    ['a feature importing another feature', 'src/features/cart/fixture.ts', "import { x } from '@/features/catalogue/product.ts';", 'A feature never imports another feature'],
    ['a feature importing it by a relative path', 'src/features/cart/components/fixture.tsx', "import { x } from '../../catalogue/product.ts';", 'A feature never imports another feature'],
    ['a feature importing the app layer', 'src/features/cart/fixture.ts', "import { x } from '@/app/layout/user-menu.tsx';", 'never imports the app layer'],
    ['shared code importing a feature', 'src/lib/fixture.ts', "import { x } from '@/features/cart/cart-merge.ts';", 'Shared code imports no feature'],
    ['the domain importing a feature', 'src/domain/fixture.ts', "import { x } from '@/features/cart/cart-merge.ts';", 'Shared code imports no feature'],
    ['a component importing the Supabase client', 'src/components/ui/fixture.tsx', "import { getSupabase } from '@/integrations/supabase/client.ts';", 'Only src/integrations/supabase and src/features/*/api talk to Supabase'],
    ['a feature component importing the client', 'src/features/cart/components/fixture.tsx', "import { getSupabase } from '@/integrations/supabase/client.ts';", 'Only src/integrations/supabase and src/features/*/api talk to Supabase'],
    ['a component importing supabase-js as a value', 'src/components/fixture.tsx', "import { createClient } from '@supabase/supabase-js';", 'import supabase-js as a value'],
    ['the local stack importing src', 'supabase/local/fixture.ts', "import { x } from '../../src/lib/money.ts';", 'supabase/ never imports src/'],
    ['an edge function importing src', 'supabase/functions/payments/fixture.ts', "import { x } from '../../../src/lib/money.ts';", 'supabase/ never imports src/'],
    ['a barrel that re-exports', 'src/lib/index.ts', "export { formatEuro } from './money.ts';", 'No barrel files'],
    ['a module that re-exports everything', 'src/lib/all.ts', "export * from './money.ts';", 'No barrel files'],
  ])('refuses %s', async (_name, file, code, expected) => {
    const found = await errors(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(expected);
  });

  it.each([
    ['a feature api importing the client', 'src/features/cart/api/fixture.ts', "import { getSupabase } from '@/integrations/supabase/client.ts';"],
    ['a route composing two features', 'src/app/routes/shop/fixture.tsx', "import { a } from '@/features/cart/cart-merge.ts';\nimport { b } from '@/features/catalogue/product.ts';"],
    ['a feature importing its own files and shared code', 'src/features/cart/components/fixture.tsx', "import { a } from '../cart-merge.ts';\nimport { b } from '@/lib/money.ts';\nimport { c } from '@/domain/refusals.ts';"],
    ['a type-only import of supabase-js', 'src/app/layout/fixture.tsx', "import type { User } from '@supabase/supabase-js';"],
    ['the domain deriving its types from the generated Database', 'src/domain/fixture.ts', "import type { FunctionRow } from '@/integrations/supabase/types.ts';"],
    ['an edge function importing its copy of the generated types', 'supabase/functions/chatbot-ai/fixture.ts', "import type { FunctionRow } from '../_shared/database.types.ts';"],
  ])('allows %s', async (_name, file, code) => {
    expect(await errors(file, code)).toEqual([]);
  });

  it('finds no cycle through the user menus and no client import in the router', async () => {
    const files = ['src/app/layout/user-menu.tsx', 'src/app/layout/signed-in-menu.tsx', 'src/app/routing/lazy-page.tsx'];
    const results = await eslint.lintFiles(files);
    expect(results.flatMap((r) => r.messages.map((m) => `${r.filePath}: ${m.ruleId}`))).toEqual([]);
  });
});
