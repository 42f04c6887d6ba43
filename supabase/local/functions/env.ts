// The environment an edge function sees: what the hosted runtime provides, plus the project's declared
// secrets (<functions>/.env, and SITE_URL and the mail secrets that the stack sets as `supabase secrets set`
// would: MAIL_PROVIDER with the local HTTP mail API's URL and key, and SMTP_* of the inbox's TLS listener).
// Nothing of the stack's own environment: a function reading PATH or DATABASE_URL must fail here too.
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import type { StackContext } from '../context.ts';
import { LOCAL_MAIL_API_KEY } from '../mail/http-api.ts';

export function functionEnv(ctx: StackContext, functionsDir: string): Record<string, string> {
  const env: Record<string, string> = {};
  Object.assign(env, {
    SUPABASE_URL: ctx.apiUrl,
    SUPABASE_ANON_KEY: ctx.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.serviceRoleKey,
    SUPABASE_DB_URL: ctx.databaseUrl,
    SITE_URL: ctx.config.siteUrl,
  });
  if (ctx.smtp) {
    Object.assign(env, {
      MAIL_PROVIDER: ctx.config.mailTransport,
      MAIL_API_URL: `${ctx.apiUrl}/mail-api`,
      MAIL_API_KEY: LOCAL_MAIL_API_KEY,
      SMTP_HOST: ctx.smtp.host,
      SMTP_PORT: String(ctx.smtp.port),
      SMTP_USER: ctx.smtp.user,
      SMTP_PASS: ctx.smtp.pass,
      SMTP_TLS_CA: ctx.smtp.ca,
    });
  }
  const file = path.join(functionsDir, '.env');
  if (fs.existsSync(file)) {
    for (const [k, v] of Object.entries(parseEnv(fs.readFileSync(file, 'utf8')))) {
      if (v !== undefined && !k.startsWith('SUPABASE_')) env[k] = v;
    }
  }
  return env;
}
