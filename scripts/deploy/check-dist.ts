// The built app is public: it may carry the anon (publishable) key and nothing more. Looks for JWTs of any
// other role, secret API keys, database connection strings with a password, the local JWT secret, and the
// value of every secret-looking variable of this shell and of supabase/functions/.env.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_JWT_SECRET } from '../../supabase/local/config.ts';

const TEXT = /\.(html|js|mjs|css|json|map|txt|xml|webmanifest|svg)$/;
const SECRET_NAME = /(SECRET|PASS|PASSWORD|SERVICE_ROLE|API_KEY|PRIVATE|TOKEN|DB_URL|DATABASE_URL)/;

function jwtRole(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { role?: unknown };
    return typeof payload.role === 'string' ? payload.role : 'none';
  } catch {
    return undefined;
  }
}

/** Secret values to look for: variables whose names say secret, from the environment and the functions' .env. */
export function secretValues(env: NodeJS.ProcessEnv, functionsEnvFile?: string): Map<string, string> {
  const found = new Map<string, string>();
  const add = (name: string, value: string | undefined) => {
    if (value && value.length >= 8 && SECRET_NAME.test(name) && !name.startsWith('VITE_')) found.set(value, name);
  };
  for (const [k, v] of Object.entries(env)) add(k, v);
  if (functionsEnvFile && fs.existsSync(functionsEnvFile)) {
    for (const line of fs.readFileSync(functionsEnvFile, 'utf8').split('\n')) {
      const m = /^\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      if (m) add(m[1], m[2].trim().replace(/^(["'])(.*)\1$/, '$2'));
    }
  }
  found.set(DEFAULT_JWT_SECRET, 'the local JWT secret');
  return found;
}

export function checkDist(distDir: string, secrets: Map<string, string>): string[] {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return [`${distDir} has no index.html: build the app first (npm run build)`];
  const problems: string[] = [];
  const files = fs.readdirSync(distDir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile() && TEXT.test(e.name));
  for (const e of files) {
    const file = path.join(e.parentPath, e.name);
    const where = path.relative(path.dirname(distDir), file);
    const text = fs.readFileSync(file, 'utf8');
    for (const [token] of text.matchAll(/eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/g)) {
      const role = jwtRole(token);
      if (role !== undefined && role !== 'anon') problems.push(`${where} contains a JWT of role ${role} (only the anon key belongs in the app)`);
    }
    if (/sb_secret_[\w-]{8,}/.test(text)) problems.push(`${where} contains a secret API key (sb_secret_…)`);
    if (/postgres(?:ql)?:\/\/[^\s:@/"'`]+:[^\s@/"'`]+@/.test(text)) problems.push(`${where} contains a database connection string with a password`);
    for (const [value, name] of secrets) if (text.includes(value)) problems.push(`${where} contains the value of ${name}`);
  }
  return problems;
}
