// How a function is run, checked and tested here: from its own deploy configuration only, as
// `supabase functions deploy` bundles it (the folder's deno.json / deno.jsonc / import_map.json, else none).
// No package.json and no node_modules: a bare import missing from the function's map fails here as it
// fails the hosted bundler. `npm:` packages come from the npm registry into a local cache (DENO_DIR).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config.ts';

export const DENO_BIN = path.join(ROOT_DIR, 'node_modules', '.bin', 'deno');

/** The --config / --import-map flags for one function folder. */
export function configArgs(dir: string): string[] {
  for (const f of ['deno.json', 'deno.jsonc']) {
    if (fs.existsSync(path.join(dir, f))) return [`--config=${path.join(dir, f)}`];
  }
  const map = path.join(dir, 'import_map.json');
  return fs.existsSync(map) ? ['--no-config', `--import-map=${map}`] : ['--no-config'];
}

/** Flags every run, check and test shares (lock files are not part of what is deployed). */
export const COMMON_FLAGS = ['--no-lock', '--node-modules-dir=none'];

/** The variables Deno itself needs for that: the npm cache, and package.json discovery off. */
export function denoToolEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return {
    DENO_NO_PACKAGE_JSON: '1',
    DENO_DIR: env.DENO_DIR || path.join(ROOT_DIR, 'node_modules', '.cache', 'deno-functions'),
    // The registry may sit behind a proxy whose certificate only the system store knows (as on this machine).
    DENO_TLS_CA_STORE: env.DENO_TLS_CA_STORE || 'mozilla,system',
  };
}

/**
 * What is wrong with a function's import map, given the bare specifiers its modules import and what the
 * project's package.json declares and installs: an entry nothing imports, or an `npm:` package at another
 * version than the one installed (the one the project's Node code, types and dependency check see).
 */
export function importMapProblems(
  imports: Record<string, string>,
  imported: Iterable<string>,
  installed: (name: string) => { declared: boolean; version?: string },
): string[] {
  const used = new Set(imported);
  const problems: string[] = [];
  for (const [key, target] of Object.entries(imports)) {
    if (!used.has(key)) problems.push(`${key}: mapped, but no module imports it`);
    const npm = /^npm:(@?[^@]+)@(.+)$/.exec(target);
    if (!npm) continue;
    const { declared, version } = installed(npm[1]);
    if (!declared) problems.push(`${key}: ${npm[1]} is not declared in package.json`);
    else if (version !== npm[2]) problems.push(`${key}: ${target}, but package.json installs ${version ?? 'nothing'}`);
  }
  return problems;
}
