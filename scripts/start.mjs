#!/usr/bin/env node
// npm start: the local Supabase stack and the Vite dev server together; Ctrl-C stops both.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STATUS = path.join(ROOT, 'supabase', '.temp', 'local-status.json');
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

const children = [];
let stopping = false;

function run(name, cmd, args, env = {}) {
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (line) => `[${name}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const l of lines) console.log(prefix(l));
    });
  }
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(prefix(`exited with code ${code}; stopping everything`));
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForStatus(since, timeoutMs = 180_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if (fs.statSync(STATUS).mtimeMs >= since) return JSON.parse(fs.readFileSync(STATUS, 'utf8'));
    } catch {
      // not written yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('The local stack did not start in time');
}

const startedAt = Date.now();
run('stack', bin('tsx'), ['supabase/local/main.ts']);
const status = await waitForStatus(startedAt);
const vitePort = process.env.VITE_PORT ?? '5173';
run('web', bin('vite'), ['--port', vitePort, '--strictPort'], {
  VITE_SUPABASE_URL: status.api_url,
  VITE_SUPABASE_ANON_KEY: status.anon_key,
});
console.log(`
  Site:   http://localhost:${vitePort}
  API:    ${status.api_url}
  Inbox:  ${status.inbox_url ?? '-'}
  DB:     ${status.db_url}
  Ctrl-C stops both.
`);
