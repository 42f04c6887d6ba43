// `npm test` step for the edge functions: `deno check` of every function and `deno test` of every folder, each
// from its own deploy configuration (supabase/local/functions/deploy-config.ts), as the hosted bundler reads it;
// and a check of each function's import map against its module graph (`deno info`) and package.json.
// Writes a vitest-shaped summary (numPassedTests, numFailedTests) so the closing line counts these tests too.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR, SUPABASE_DIR } from '../supabase/local/config.ts';
import { COMMON_FLAGS, configArgs, DENO_BIN, denoToolEnv, importMapProblems } from '../supabase/local/functions/deploy-config.ts';

const FUNCTIONS = path.join(SUPABASE_DIR, 'functions');
const report = path.resolve(process.argv[2] ?? '.test-reports/functions.json');
const junitDir = path.join(path.dirname(report), 'functions-junit');
fs.mkdirSync(junitDir, { recursive: true });
const env = { ...process.env, ...denoToolEnv(), NO_COLOR: '1' };
const deno = (args: string[]) => spawnSync(DENO_BIN, args, { stdio: 'inherit', env, cwd: FUNCTIONS }).status === 0;
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
const installed = (name: string) => {
  const declared = Boolean(manifest.dependencies?.[name] ?? manifest.devDependencies?.[name]);
  const file = path.join(ROOT_DIR, 'node_modules', name, 'package.json');
  return { declared, version: fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version : undefined };
};

/** The bare specifiers the function's own modules import, from Deno's module graph of each root. */
function importedSpecifiers(config: string[], roots: string[]): string[] {
  const out = new Set<string>();
  for (const root of roots) {
    const r = spawnSync(DENO_BIN, ['info', '--json', ...COMMON_FLAGS, ...config, root], { env, cwd: FUNCTIONS, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`deno info ${root}: ${r.stderr}`);
    const graph = JSON.parse(r.stdout) as { modules: Array<{ specifier: string; dependencies?: Array<{ specifier: string }> }> };
    for (const m of graph.modules) if (m.specifier.startsWith('file:')) for (const d of m.dependencies ?? []) out.add(d.specifier);
  }
  return [...out];
}

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
    const mapFile = path.join(dir, 'deno.json');
    if (fs.existsSync(mapFile)) {
      console.log(`--- import map ${name}`);
      const roots = [path.join(dir, 'index.ts'), ...fs.readdirSync(dir).filter((f) => f.endsWith('.test.ts')).map((f) => path.join(dir, f))];
      const { imports = {} } = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { imports?: Record<string, string> };
      const problems = importMapProblems(imports, importedSpecifiers(config, roots), installed);
      for (const p of problems) console.log(`${name}/deno.json: ${p}`);
      if (problems.length) failed += 1;
      else passed += 1;
    }
  }
  if (!hasTests(dir)) continue;
  console.log(`\n--- deno test ${name}`);
  const junit = path.join(junitDir, `${name}.xml`);
  fs.rmSync(junit, { force: true });
  // Loopback only: a test may start a local stand-in for a third-party API (llm.test.ts, a model server).
  const ok = deno(['test', '--no-prompt', '--allow-net=127.0.0.1', ...COMMON_FLAGS, ...config, `--junit-path=${junit}`, dir]);
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
