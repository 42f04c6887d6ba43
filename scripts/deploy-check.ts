// npm run deploy:check: what a deploy to hosted Supabase would meet, without network (the functions' npm
// packages come from the local Deno cache that npm start or npm test fills). Builds the app when dist/ is
// missing or --build is given.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../supabase/local/config.ts';
import { deployCheck } from './deploy/deploy-check.ts';

const LABELS: Record<string, string> = {
  migrations: 'every migration applies in order to an empty database as the hosted postgres role (no superuser)',
  functions: 'every function bundles from its own deno.json, without the repository',
  config: 'supabase/config.toml parses and declares every function folder',
  secrets: 'no function secret uses the reserved SUPABASE_ prefix',
  dist: 'the built app (dist/) holds no secret',
};

if (process.argv.includes('--build') || !fs.existsSync(path.join(ROOT_DIR, 'dist', 'index.html'))) {
  if (spawnSync('npm', ['run', 'build'], { cwd: ROOT_DIR, stdio: 'inherit' }).status !== 0) process.exit(1);
}
const results = await deployCheck(ROOT_DIR);
for (const r of results) {
  console.log(`${r.problems.length ? '✗' : '✓'} ${LABELS[r.name]} (${(r.ms / 1000).toFixed(1)} s)`);
  for (const p of r.problems) console.log(`    ${p.split('\n').join('\n    ')}`);
}
const failed = results.filter((r) => r.problems.length).length;
console.log(failed ? `deploy:check: ${failed} check(s) failed` : 'deploy:check: ready to deploy');
process.exit(failed ? 1 : 0);
