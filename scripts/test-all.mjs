// `npm test`: every suite in turn (typecheck, lint, unit, local stack, integration, budgets, end to end), then one closing line.
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const out = path.resolve('.test-reports');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const steps = [
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
  // House style and layer boundaries (eslint.config.js); ESLint prints only findings, then its summary.
  { name: 'lint', cmd: ['npm', 'run', '--silent', 'lint'] },
  // Dependencies used but undeclared or declared but unused, unreachable files, unused exports (knip.jsonc).
  { name: 'deps', cmd: ['npm', 'run', '--silent', 'deps:check'] },
  { name: 'unit', cmd: ['npx', 'vitest', 'run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile=${out}/unit.json`], report: 'unit.json', kind: 'vitest' },
  // The edge functions' own Deno tests and a `deno check` of each, from its own deploy configuration.
  { name: 'functions', cmd: ['npx', 'tsx', 'scripts/test-functions.ts', `${out}/functions.json`], report: 'functions.json', kind: 'vitest' },
  { name: 'integration', cmd: ['npx', 'vitest', 'run', '--project', 'integration', '--reporter=default', '--reporter=json', `--outputFile=${out}/integration.json`], report: 'integration.json', kind: 'vitest' },
  { name: 'build', cmd: ['npm', 'run', 'build'] },
  // Bundle budgets (size-limit): bytes are deterministic, so they are a test, not a benchmark.
  { name: 'size', cmd: ['npm', 'run', 'size'] },
  // The deploy's rehearsal on the fresh build: migrations as hosted's non-superuser postgres, functions bundled
  // from their own configuration outside the repository, config.toml, secret names, no secret in dist/.
  { name: 'deploy-check', cmd: ['npx', 'tsx', 'scripts/deploy-check.ts'] },
  { name: 'e2e', cmd: ['npx', 'playwright', 'test', '--reporter=list,json'], env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/e2e.json` }, report: 'e2e.json', kind: 'playwright' },
];

let passed = 0;
let failed = 0;
// Each step's minutes, printed at the end: CI has 90 minutes for the whole run, so growth shows before it bites.
const minutes = [];
const failures = [];
// CI shows only the output's tail: the failed tests' names and first error lines are repeated at the end.
const failedTests = [];
const firstLines = (text) => stripVTControlCharacters(String(text ?? '')).split('\n').slice(0, 3).join(' | ').slice(0, 400);

function vitestFailures(json) {
  for (const file of json.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of tests) failedTests.push(`${where} › ${t.fullName}: ${firstLines(t.failureMessages?.[0])}`);
    if (file.status === 'failed' && tests.length === 0) failedTests.push(`${where}: ${firstLines(file.message)}`);
  }
}

function playwrightFailures(suite, titles = []) {
  const here = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const error = test.results?.at(-1)?.error?.message;
      failedTests.push(`${spec.file}:${spec.line} [${test.projectName}] ${[...here, spec.title].join(' › ')}: ${firstLines(error)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
}
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...(step.env ?? {}) } });
  minutes.push(`${step.name} ${((Date.now() - started) / 60_000).toFixed(1)}`);
  const file = step.report && path.join(out, step.report);
  let reportFailed = false;
  if (file && existsSync(file)) {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    if (step.kind === 'vitest') {
      passed += json.numPassedTests ?? 0;
      failed += json.numFailedTests ?? 0;
      reportFailed = (json.numFailedTests ?? 0) + (json.numFailedTestSuites ?? 0) > 0;
      vitestFailures(json);
    } else {
      passed += (json.stats?.expected ?? 0) + (json.stats?.flaky ?? 0);
      failed += json.stats?.unexpected ?? 0;
      reportFailed = (json.stats?.unexpected ?? 0) > 0;
      for (const suite of json.suites ?? []) playwrightFailures(suite);
    }
  }
  // A failed test fails the step whatever the runner's exit code says.
  if (r.status !== 0 || reportFailed) {
    failures.push(step.name);
    if (!(file && existsSync(file))) failed += 1;
  }
}
console.log(`\nminutes per step: ${minutes.join(', ')}`);
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `- ${t}`).join('\n')}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
