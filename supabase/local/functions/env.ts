// The environment an edge function sees, as the Supabase CLI provides it, plus the project's
// own secrets from <functions>/.env.
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import type { StackContext } from '../context.ts';

// Only what Deno itself needs is inherited from the stack's environment.
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'DENO_DIR', 'LANG', 'TZ'];

export function functionEnv(ctx: StackContext, functionsDir: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const k of INHERITED) if (process.env[k]) env[k] = process.env[k]!;
  Object.assign(env, {
    NO_COLOR: '1',
    SUPABASE_URL: ctx.apiUrl,
    SUPABASE_ANON_KEY: ctx.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.serviceRoleKey,
    SUPABASE_DB_URL: ctx.databaseUrl,
    SITE_URL: ctx.config.siteUrl,
  });
  if (ctx.smtp) Object.assign(env, { SMTP_HOST: ctx.smtp.host, SMTP_PORT: String(ctx.smtp.port) });
  const file = path.join(functionsDir, '.env');
  if (fs.existsSync(file)) {
    for (const [k, v] of Object.entries(parseEnv(fs.readFileSync(file, 'utf8')))) {
      if (v !== undefined && !k.startsWith('SUPABASE_')) env[k] = v;
    }
  }
  return env;
}
