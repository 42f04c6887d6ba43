// The environment an edge function sees: what the hosted runtime provides, plus the project's declared
// secrets (<functions>/.env, and SITE_URL / SMTP_* that the stack sets as `supabase secrets set` would).
// Nothing of the stack's own environment: a function reading PATH or DATABASE_URL must fail here too.
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import type { StackContext } from '../context.ts';

export function functionEnv(ctx: StackContext, functionsDir: string): Record<string, string> {
  const env: Record<string, string> = {};
  Object.assign(env, {
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
