// The committed Database types must match the migrated schema: regenerate with `npm run gen:types`.
import fs from 'node:fs';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { generateTypes, TYPES_FILE } from '../../scripts/gen-types.ts';

it('src/integrations/supabase/types.ts matches the migrated database (run npm run gen:types)', async () => {
  const client = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await client.connect();
  try {
    expect(fs.readFileSync(TYPES_FILE, 'utf8')).toBe(await generateTypes(client));
  } finally {
    await client.end();
  }
});
