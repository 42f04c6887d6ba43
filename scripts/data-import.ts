// npm run data:import -- [--db-url URL] [--file supabase/data/farm.json]
// Loads the farm's catalogue, rooms, prices, photos and settings into a project's database; safe to run again.
import path from 'node:path';
import { ROOT_DIR } from '../supabase/local/config.ts';
import { readFarmData } from '../supabase/data/farm-schema.ts';
import { importFarmData } from '../supabase/data/import.ts';
import { clientFor, databaseUrlFrom } from './deploy/db-client.ts';

const args = process.argv.slice(2);
const fileArg = args.indexOf('--file');
const file = path.resolve(fileArg >= 0 ? args[fileArg + 1] : path.join(ROOT_DIR, 'supabase', 'data', 'farm.json'));

try {
  const data = readFarmData(file, path.join(ROOT_DIR, 'public'));
  const client = clientFor(databaseUrlFrom(args));
  await client.connect();
  try {
    const r = await importFarmData(client, data);
    console.log(`imported ${path.relative(process.cwd(), file)}: ${r.categories} categories, ${r.products} products, ${r.rooms} rooms, ${r.settings} settings, ${r.knowledge} knowledge entries`);
    if (r.notInFile.length) console.log(`in the database but not in the file (left as they are): ${r.notInFile.join(', ')}`);
  } finally {
    await client.end();
  }
} catch (e) {
  console.error(`data:import failed: ${(e as Error).message}`);
  process.exit(1);
}
