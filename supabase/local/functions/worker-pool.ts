// One long-lived Deno process per edge function, started on first call and restarted when the
// function's code (or _shared/) changes on disk, or after it died.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../net.ts';
import { COMMON_FLAGS, configArgs, DENO_BIN, denoToolEnv } from './deploy-config.ts';

export interface WorkerOptions {
  functionsDir: string;
  /** The variables the function itself sees (the hosted ones and the secrets); nothing else is visible. */
  env: () => Record<string, string>;
  /** V8 heap limit of a worker, as the hosted per-isolate memory limit (MB). */
  memoryLimitMb?: number;
  log: (msg: string) => void;
  /** A worker above this resident memory is replaced by a fresh one (0: never). */
  maxRssMb?: number;
  /** How often a worker's memory is looked at, at most (on requests). */
  rssCheckMs?: number;
  /** How long a replaced worker may finish its requests before it is stopped. */
  retireGraceMs?: number;
}

interface Worker {
  port: number;
  child: ChildProcess;
  ready: Promise<void>;
  /** The end of its stderr once it has exited. */
  exited: Promise<string>;
  stamp: number;
  rssCheckedAt: number;
}

/** Resident memory of a process in MB, from /proc (undefined where there is none). */
export function processRssMb(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const kb = /^VmRSS:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

const BOOTSTRAP = path.join(path.dirname(new URL(import.meta.url).pathname), 'worker-bootstrap.ts');
// Long enough for a first boot that fills the npm cache from the registry.
const BOOT_TIMEOUT_MS = 60_000;
// What Deno itself needs to start; the bootstrap hides it from the function.
const PROCESS_ENV = ['PATH', 'HOME', 'TMPDIR', 'LANG'];
const STAMP_TTL_MS = 300;

/** Newest mtime of the files under the given folders (missing folders count as 0). */
function newestMtime(dirs: string[]): number {
  let max = 0;
  const walk = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else max = Math.max(max, fs.statSync(p, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    }
  };
  dirs.forEach(walk);
  return max;
}

// Deno children must not outlive the stack, even when it exits without calling stop().
const allChildren = new Set<ChildProcess>();
process.once('exit', () => allChildren.forEach((c) => c.kill('SIGKILL')));

export class WorkerPool {
  private workers = new Map<string, Worker>();
  private retiring = new Set<Worker>();
  private stamps = new Map<string, { at: number; value: number }>();
  private byPort = new Map<number, Worker>();

  constructor(private opts: WorkerOptions) {}

  entryOf(name: string): string | undefined {
    const file = path.join(this.opts.functionsDir, name, 'index.ts');
    return fs.existsSync(file) ? file : undefined;
  }

  private stampOf(name: string): number {
    const cached = this.stamps.get(name);
    if (cached && Date.now() - cached.at < STAMP_TTL_MS) return cached.value;
    const value = newestMtime([path.join(this.opts.functionsDir, name), path.join(this.opts.functionsDir, '_shared')]);
    this.stamps.set(name, { at: Date.now(), value });
    return value;
  }

  /** The port of a running, ready worker for this function. */
  async portFor(name: string): Promise<number> {
    const stamp = this.stampOf(name);
    let w = this.workers.get(name);
    if (w && w.stamp !== stamp) {
      this.opts.log(`functions: ${name} changed, restarting its worker`);
      this.kill(name);
      w = undefined;
    }
    if (w && this.overMemory(w)) {
      this.opts.log(`functions: ${name} worker above ${this.opts.maxRssMb} MB, replacing it`);
      this.retire(name, w);
      w = undefined;
    }
    if (!w) {
      w = await this.start(name, stamp);
      this.workers.set(name, w);
    }
    try {
      await w.ready;
    } catch (e) {
      if (this.workers.get(name) === w) this.workers.delete(name);
      throw e;
    }
    return w.port;
  }

  private bundles = new Map<string, Promise<void>>();

  /**
   * Resolves the function's dependencies from its own configuration into the npm cache, in a process of its own
   * with the machine's environment, as a deploy bundles them; the worker then runs from the cache, with only the
   * hosted variables (it could not reach the registry through a proxy without the machine's certificates).
   */
  private bundle(name: string, entry: string, stamp: number): Promise<void> {
    const key = `${name}@${stamp}`;
    let done = this.bundles.get(key);
    if (!done) {
      done = new Promise<void>((resolve, reject) => {
        const child = spawn(DENO_BIN, ['cache', ...COMMON_FLAGS, ...configArgs(path.dirname(entry)), entry], {
          cwd: path.dirname(entry),
          env: { ...process.env, ...denoToolEnv(), NO_COLOR: '1' },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
        child.once('error', reject);
        child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`function ${name} does not bundle:\n${stderr}`))));
      });
      done.catch(() => this.bundles.delete(key));
      this.bundles.set(key, done);
    }
    return done;
  }

  private async start(name: string, stamp: number): Promise<Worker> {
    const entry = this.entryOf(name)!;
    await this.bundle(name, entry, stamp);
    const port = await freePort();
    const visible = this.opts.env();
    const own: Record<string, string> = {};
    for (const k of PROCESS_ENV) if (process.env[k]) own[k] = process.env[k]!;
    const heap = `--v8-flags=--max-old-space-size=${this.opts.memoryLimitMb ?? 256}`;
    const child = spawn(
      DENO_BIN,
      ['run', '--allow-all', '--no-prompt', ...COMMON_FLAGS, ...configArgs(path.dirname(entry)), heap, BOOTSTRAP],
      {
        cwd: path.dirname(entry),
        env: {
          ...own,
          ...denoToolEnv(),
          NO_COLOR: '1',
          TZ: 'UTC', // hosted isolates run in UTC
          ...visible,
          SUPABASE_LOCAL_WORKER_PORT: String(port),
          SUPABASE_LOCAL_WORKER_ENTRY: pathToFileURL(entry).href,
          SUPABASE_LOCAL_WORKER_VISIBLE: Object.keys(visible).join(','),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    allChildren.add(child);
    child.once('exit', () => allChildren.delete(child));
    let stderr = '';
    const exited = new Promise<string>((resolve) => child.once('exit', () => resolve(stderr)));
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`function ${name} did not start in ${BOOT_TIMEOUT_MS} ms`)), BOOT_TIMEOUT_MS);
      child.stdout.on('data', (d: Buffer) => {
        const text = d.toString();
        if (text.includes('SUPABASE_LOCAL_WORKER_READY')) {
          clearTimeout(timer);
          resolve();
        }
        for (const line of text.split('\n')) {
          if (line && !line.includes('SUPABASE_LOCAL_WORKER_READY')) this.opts.log(`[${name}] ${line}`);
        }
      });
      child.stderr.on('data', (d: Buffer) => {
        stderr = keepTail(stderr + d.toString());
        for (const line of d.toString().split('\n')) if (line) this.opts.log(`[${name}] ${line}`);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        if (this.workers.get(name)?.child === child) this.workers.delete(name);
        reject(new Error(`function ${name} exited (${code ?? signal}) ${lastLines(stderr)}`.trim()));
      });
    });
    ready.catch(() => undefined);
    const worker = { port, child, ready, exited, stamp, rssCheckedAt: Date.now() };
    this.byPort.set(port, worker);
    // Kept a moment after exit: the request that saw it die asks why (diedOfMemory) after the exit event.
    child.once('exit', () => {
      setTimeout(() => this.byPort.get(port) === worker && this.byPort.delete(port), 10_000).unref();
    });
    return worker;
  }

  // A long-lived Deno worker can grow for good (e.g. native memory of Intl objects made per request), so one
  // above the cap is swapped for a fresh worker, as process managers recycle workers.
  private overMemory(w: Worker): boolean {
    const max = this.opts.maxRssMb ?? 0;
    if (max <= 0 || Date.now() - w.rssCheckedAt < (this.opts.rssCheckMs ?? 5000)) return false;
    w.rssCheckedAt = Date.now();
    return (processRssMb(w.child.pid) ?? 0) > max;
  }

  /** New requests go to a new worker; the old one finishes what it has, then stops. */
  private retire(name: string, w: Worker): void {
    if (this.workers.get(name) === w) this.workers.delete(name);
    this.retiring.add(w);
    const stop = setTimeout(() => {
      if (w.child.exitCode === null) w.child.kill('SIGKILL');
    }, this.opts.retireGraceMs ?? 10_000);
    stop.unref();
    w.child.once('exit', () => {
      clearTimeout(stop);
      this.retiring.delete(w);
    });
  }

  /** After a failed request: did the worker on this port die of its heap limit (waits briefly for its exit)? */
  async diedOfMemory(port: number, waitMs = 2000): Promise<boolean> {
    const w = this.byPort.get(port);
    if (!w) return false;
    const stderr = await Promise.race([w.exited, new Promise<string>((r) => setTimeout(() => r(''), waitMs).unref())]);
    return /heap limit|out of memory/i.test(stderr);
  }

  /** Stops the worker on this port now (a request past the wall-clock limit): the next request boots a fresh one. */
  terminate(port: number): void {
    const w = this.byPort.get(port);
    if (!w) return;
    for (const [name, current] of this.workers) if (current === w) this.workers.delete(name);
    if (w.child.exitCode === null) w.child.kill('SIGKILL');
  }

  private kill(name: string): void {
    const w = this.workers.get(name);
    this.workers.delete(name);
    if (w && w.child.exitCode === null) w.child.kill('SIGKILL');
  }

  async stop(): Promise<void> {
    for (const w of this.retiring) if (w.child.exitCode === null) w.child.kill('SIGKILL');
    const exits = [...this.workers.values()].map(
      (w) => new Promise<void>((resolve) => (w.child.exitCode !== null ? resolve() : w.child.once('exit', () => resolve()))),
    );
    for (const name of [...this.workers.keys()]) this.kill(name);
    await Promise.all(exits);
  }
}

const lastLines = (s: string) => s.trim().split('\n').slice(-5).join('\n');

/** The end of a worker's stderr, all that a crash report needs: a long-lived, chatty worker must not grow it. */
export const keepTail = (s: string, max = 8192) => (s.length > max ? s.slice(-max) : s);
