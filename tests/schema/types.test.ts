// The committed Database types must match the migrated schema: regenerate with `npm run gen:types`.
import fs from 'node:fs';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { FUNCTION_TYPES_FILE, generateTypes, TYPES_FILE } from '../../scripts/gen-types.ts';

it('the app\'s and the functions\' Database types match the migrated database (run npm run gen:types)', async () => {
  const client = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await client.connect();
  try {
    const expected = await generateTypes(client);
    expect(fs.readFileSync(TYPES_FILE, 'utf8')).toBe(expected);
    expect(fs.readFileSync(FUNCTION_TYPES_FILE, 'utf8')).toBe(expected);
  } finally {
    await client.end();
  }
});
