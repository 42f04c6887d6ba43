// supabase/config.toml parses and declares exactly the function folders; no function secret uses the prefix
// hosted Supabase reserves (`supabase secrets set SUPABASE_…` is refused, the platform sets those itself).
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { functionNames } from './check-functions.ts';

/** What the hosted runtime gives every function; any other SUPABASE_ name could never be set. */
const PROVIDED = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_DB_URL'];

export interface ConfigPaths {
  configToml: string;
  functionsDir: string;
  /** The root .env.example: only its "Edge functions" section lists function secrets. */
  rootEnvExample: string;
}

export function checkConfigToml(configToml: string, functionsDir: string): { problems: string[]; config: Record<string, unknown> } {
  let config: Record<string, unknown>;
  try {
    config = parse(fs.readFileSync(configToml, 'utf8'));
  } catch (e) {
    return { problems: [`${path.basename(configToml)} does not parse: ${(e as Error).message}`], config: {} };
  }
  const declared = Object.keys(config.functions ?? {});
  const folders = functionNames(functionsDir);
  const problems = [
    ...folders.filter((f) => !declared.includes(f)).map((f) => `config.toml has no [functions.${f}] for supabase/functions/${f}`),
    ...declared.filter((f) => !folders.includes(f)).map((f) => `config.toml declares [functions.${f}] but supabase/functions/${f}/index.ts does not exist`),
  ];
  for (const [name, fn] of Object.entries((config.functions ?? {}) as Record<string, Record<string, unknown>>)) {
    if ('verify_jwt' in fn && typeof fn.verify_jwt !== 'boolean') problems.push(`[functions.${name}] verify_jwt is not true or false`);
  }
  return { problems, config };
}

const envNames = (text: string) =>
  text.split('\n').flatMap((line) => /^\s*#?\s*([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? []);

/** The "--- Edge functions" section of the root .env.example, up to the next "# ---" header. */
function functionSection(text: string): string {
  const start = text.search(/^# --- Edge functions/m);
  if (start < 0) return '';
  const rest = text.slice(start + 1);
  const end = rest.search(/^# ---/m);
  return end < 0 ? rest : rest.slice(0, end);
}

function filesUnder(dir: string, ext: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => path.join(e.parentPath, e.name));
}

export function checkSecretNames(paths: ConfigPaths, config: Record<string, unknown>): string[] {
  const reserved = (n: string) => n.startsWith('SUPABASE_') && !PROVIDED.includes(n);
  const problems: string[] = [];
  const fnEnv = path.join(paths.functionsDir, '.env.example');
  const sources: [string, string[]][] = [
    ['supabase/functions/.env.example', fs.existsSync(fnEnv) ? envNames(fs.readFileSync(fnEnv, 'utf8')) : []],
    ['.env.example (Edge functions section)', fs.existsSync(paths.rootEnvExample) ? envNames(functionSection(fs.readFileSync(paths.rootEnvExample, 'utf8'))) : []],
    ['config.toml [edge_runtime.secrets]', Object.keys((config.edge_runtime as Record<string, unknown> | undefined)?.secrets ?? {})],
  ];
  for (const [where, names] of sources) {
    for (const n of names.filter((x) => x.startsWith('SUPABASE_'))) {
      problems.push(`${where}: secret ${n} uses the reserved SUPABASE_ prefix (supabase secrets set refuses it${PROVIDED.includes(n) ? '; the platform sets it' : ''})`);
    }
  }
  for (const file of filesUnder(paths.functionsDir, '.ts')) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/Deno\.env\.get\(\s*['"`]([A-Z0-9_]+)['"`]/g)) {
      if (reserved(m[1])) {
        problems.push(`${path.relative(path.dirname(paths.functionsDir), file)} reads ${m[1]}: a SUPABASE_ secret cannot be set on hosted (only ${PROVIDED.join(', ')} exist)`);
      }
    }
  }
  return problems;
}
