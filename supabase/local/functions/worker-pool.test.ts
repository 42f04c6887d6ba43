// Under the real Deno: a worker above the memory cap is replaced by a fresh one and then stopped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keepTail, processRssMb, WorkerPool } from './worker-pool.ts';

describe('keepTail', () => {
  it("keeps a worker's stderr bounded to its last characters", () => {
    let err = '';
    for (let i = 0; i < 10_000; i++) err = keepTail(`${err}line ${i}\n`);
    expect(err.length).toBeLessThanOrEqual(8192);
    expect(err.endsWith('line 9999\n')).toBe(true);
  });
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenuta-pool-'));
fs.mkdirSync(path.join(dir, 'hog'));
// Holds on to `mb` megabytes per call, so its resident memory only grows.
fs.writeFileSync(
  path.join(dir, 'hog', 'index.ts'),
  `const kept: Uint8Array[] = [];
Deno.serve((req) => {
  const mb = Number(new URL(req.url).searchParams.get('mb') ?? 0);
  if (mb) kept.push(new Uint8Array(mb * 1048576).fill(1));
  return new Response(String(Deno.pid));
});`,
);
const pool = new WorkerPool({
  functionsDir: dir,
  env: () => ({}),
  log: () => undefined,
  maxRssMb: 150,
  rssCheckMs: 0,
  retireGraceMs: 300,
});
afterAll(async () => {
  await pool.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const call = async (port: number, mb = 0) => Number(await (await fetch(`http://127.0.0.1:${port}/?mb=${mb}`)).text());
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('WorkerPool memory cap', () => {
  it('keeps a worker under the cap and replaces one above it, stopping the old one', async () => {
    const first = await pool.portFor('hog');
    const pid = await call(first);
    expect(await pool.portFor('hog')).toBe(first); // small: kept
    await call(first, 200);
    expect(processRssMb(pid)).toBeGreaterThan(150);
    const second = await pool.portFor('hog');
    expect(second).not.toBe(first);
    expect(await call(second)).not.toBe(pid);
    const deadline = Date.now() + 5000;
    while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(alive(pid)).toBe(false);
  }, 60_000);
});
