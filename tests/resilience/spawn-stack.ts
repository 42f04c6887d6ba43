// Starts tests/resilience/stack-process.ts as a child in its own process group (so postgres, its child, can be
// killed with it), on free ports and a given data folder, and resolves once it prints its ready line.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from '../../supabase/local/config.ts';

interface StackInfo {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  databaseUrl: string;
  pid: number;
}

export interface ChildStack {
  info: StackInfo;
  child: ChildProcess;
  /** SIGKILL to the whole process group: node, postgres and every postgres backend. */
  kill(): Promise<void>;
  /** SIGTERM (clean shutdown), then SIGKILL to the group if it is still there after the grace time. */
  stop(graceMs?: number): Promise<void>;
}

const TSX = path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx');

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitGroupGone(pgid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(pgid)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

export function spawnStack(dataDir: string, env: Record<string, string> = {}, timeoutMs = 90_000): Promise<ChildStack> {
  const child = spawn(TSX, [path.join(ROOT_DIR, 'tests', 'resilience', 'stack-process.ts')], {
    cwd: ROOT_DIR,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SUPABASE_LOCAL_PORT: '0',
      SUPABASE_LOCAL_DB_PORT: '0',
      SUPABASE_LOCAL_DATA_DIR: dataDir,
      SUPABASE_LOCAL_MAIL: 'off',
      SUPABASE_LOCAL_FUNCTIONS: 'off',
      SUPABASE_LOCAL_DEMO_RATES: 'off',
      ...env,
    },
  });
  const pgid = child.pid as number;
  const kill = async () => {
    if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
    await waitGroupGone(pgid, 10_000);
  };
  const stop = async (graceMs = 15_000) => {
    if (groupAlive(pgid)) process.kill(-pgid, 'SIGTERM');
    if (!(await waitGroupGone(pgid, graceMs))) await kill();
  };
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      void kill();
      reject(new Error(`stack did not start in ${timeoutMs} ms: ${err.slice(-2000)}`));
    }, timeoutMs);
    child.stderr?.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      resolve({ info: JSON.parse(line) as StackInfo, child, kill, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stack exited (${code}) before ready: ${err.slice(-2000)}`));
    });
  });
}
