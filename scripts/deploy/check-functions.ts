// Every function type-checks and resolves from its own deploy configuration only, as `supabase functions
// deploy` bundles it: from a copy of the functions folder outside the repository, so no package.json, no
// node_modules and no file beside supabase/functions can be reached. Functions whose maps are the same file
// content are checked in one run (same resolution, a third of the time).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMMON_FLAGS, configArgs, DENO_BIN, denoToolEnv } from '../../supabase/local/functions/deploy-config.ts';

/** The deployable functions: folders with an index.ts, not starting with _ or a dot (shared code). */
export function functionNames(functionsDir: string): string[] {
  return fs
    .readdirSync(functionsDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !/^[_.]/.test(e.name) && fs.existsSync(path.join(functionsDir, e.name, 'index.ts')))
    .map((e) => e.name)
    .sort();
}

function groupKey(dir: string): string {
  const args = configArgs(dir);
  const file = /^--(?:config|import-map)=(.+)$/.exec(args.at(-1) ?? '')?.[1];
  if (!file) return 'none';
  const text = fs.readFileSync(file, 'utf8');
  // A map with relative targets resolves from its own folder: never shared.
  return /"\s*:\s*"\.{0,2}\//.test(text) ? `own:${dir}` : `${path.basename(file)}:${text.replace(/\s+/g, '')}`;
}

function deno(args: string[], cwd: string): Promise<{ ok: boolean; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(DENO_BIN, args, { cwd, env: { ...process.env, ...denoToolEnv(), NO_COLOR: '1' } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ ok: code === 0, out }));
  });
}

export async function checkFunctions(functionsDir: string): Promise<string[]> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'tenuta-deploy-fn-'));
  try {
    fs.cpSync(functionsDir, copy, { recursive: true, filter: (src) => !/[/\\](node_modules|\.env)$/.test(src) });
    const groups = new Map<string, string[]>();
    for (const name of functionNames(copy)) {
      const key = groupKey(path.join(copy, name));
      groups.set(key, [...(groups.get(key) ?? []), name]);
    }
    const runs = [...groups.values()].map(async (names) => {
      const config = configArgs(path.join(copy, names[0]));
      const r = await deno(['check', ...COMMON_FLAGS, ...config, ...names.map((n) => path.join(copy, n, 'index.ts'))], copy);
      return r.ok ? [] : [`function ${names.join(', ')} does not bundle from its own configuration:\n${r.out.trim().split(copy).join('supabase/functions')}`];
    });
    return (await Promise.all(runs)).flat();
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}
