// `npm test` step for the edge functions: `deno check` of every function and `deno test` of every folder, each
// from its own deploy configuration (supabase/local/functions/deploy-config.ts), as the hosted bundler reads it.
// Writes a vitest-shaped summary (numPassedTests, numFailedTests) so the closing line counts these tests too.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SUPABASE_DIR } from '../supabase/local/config.ts';
import { COMMON_FLAGS, configArgs, DENO_BIN, denoToolEnv } from '../supabase/local/functions/deploy-config.ts';

const FUNCTIONS = path.join(SUPABASE_DIR, 'functions');
const report = path.resolve(process.argv[2] ?? '.test-reports/functions.json');
const junitDir = path.join(path.dirname(report), 'functions-junit');
fs.mkdirSync(junitDir, { recursive: true });
const env = { ...process.env, ...denoToolEnv(), NO_COLOR: '1' };
const deno = (args: string[]) => spawnSync(DENO_BIN, args, { stdio: 'inherit', env, cwd: FUNCTIONS }).status === 0;
const hasTests = (dir: string): boolean =>
  fs.readdirSync(dir, { withFileTypes: true }).some((e) => (e.isDirectory() ? hasTests(path.join(dir, e.name)) : e.name.endsWith('.test.ts')));

let passed = 0;
let failed = 0;
const folders = fs.readdirSync(FUNCTIONS, { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith('.'));
for (const { name } of folders) {
  const dir = path.join(FUNCTIONS, name);
  const config = configArgs(dir);
  // One check per deployable function (folders starting with _ are shared code, never deployed).
  if (!name.startsWith('_') && fs.existsSync(path.join(dir, 'index.ts'))) {
    console.log(`\n--- deno check ${name}`);
    if (deno(['check', ...COMMON_FLAGS, ...config, path.join(dir, 'index.ts')])) passed += 1;
    else failed += 1;
  }
  if (!hasTests(dir)) continue;
  console.log(`\n--- deno test ${name}`);
  const junit = path.join(junitDir, `${name}.xml`);
  fs.rmSync(junit, { force: true });
  const ok = deno(['test', '--no-prompt', ...COMMON_FLAGS, ...config, `--junit-path=${junit}`, dir]);
  const root = fs.existsSync(junit) ? /<testsuites\b[^>]*>/.exec(fs.readFileSync(junit, 'utf8'))?.[0] : undefined;
  const attr = (k: string) => Number(new RegExp(`\\b${k}="(\\d+)"`).exec(root ?? '')?.[1] ?? 0);
  const bad = attr('failures') + attr('errors');
  passed += attr('tests') - bad;
  // A run that failed without reporting a failure (a type error in a test file) counts as one failed test.
  failed += bad || (ok ? 0 : 1);
}
fs.writeFileSync(report, JSON.stringify({ numPassedTests: passed, numFailedTests: failed, numFailedTestSuites: 0 }));
console.log(`\nfunctions: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
