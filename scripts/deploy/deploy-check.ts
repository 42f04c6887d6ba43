// What `npm run deploy:check` checks, on a folder shaped like this repository (tests pass a copy with mistakes).
import path from 'node:path';
import { checkConfigToml, checkSecretNames } from './check-config.ts';
import { checkDist, secretValues } from './check-dist.ts';
import { checkFunctions } from './check-functions.ts';
import { checkMigrations } from './check-migrations.ts';

export interface CheckResult {
  name: string;
  problems: string[];
  ms: number;
}

export type CheckName = 'migrations' | 'functions' | 'config' | 'secrets' | 'dist';

async function timed(name: CheckName, run: () => Promise<string[]> | string[]): Promise<CheckResult> {
  const t = Date.now();
  try {
    return { name, problems: await run(), ms: Date.now() - t };
  } catch (e) {
    return { name, problems: [`the check itself failed: ${(e as Error).message}`], ms: Date.now() - t };
  }
}

export async function deployCheck(root: string, only?: CheckName[], env: NodeJS.ProcessEnv = process.env): Promise<CheckResult[]> {
  const supabase = path.join(root, 'supabase');
  const functionsDir = path.join(supabase, 'functions');
  const configToml = path.join(supabase, 'config.toml');
  const want = (n: CheckName) => !only || only.includes(n);
  const { problems: configProblems, config } = checkConfigToml(configToml, functionsDir);
  const checks: Promise<CheckResult>[] = [];
  // The two slow ones run side by side.
  if (want('migrations')) checks.push(timed('migrations', () => checkMigrations(path.join(supabase, 'migrations'))));
  if (want('functions')) checks.push(timed('functions', () => checkFunctions(functionsDir)));
  if (want('config')) checks.push(timed('config', () => configProblems));
  if (want('secrets')) {
    checks.push(timed('secrets', () => checkSecretNames({ configToml, functionsDir, rootEnvExample: path.join(root, '.env.example') }, config)));
  }
  if (want('dist')) checks.push(timed('dist', () => checkDist(path.join(root, 'dist'), secretValues(env, path.join(functionsDir, '.env')))));
  return Promise.all(checks);
}
