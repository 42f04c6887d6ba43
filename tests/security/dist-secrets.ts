// Builds the app into a folder and scans every file for secrets: exact values, any JWT whose role is
// service_role, and any `sb_secret_` key or `SMTP_PASS=` assignment.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { ROOT_DIR } from '../../supabase/local/config.ts';

export async function buildApp(outDir: string): Promise<void> {
  await build({
    root: ROOT_DIR,
    configFile: path.join(ROOT_DIR, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
}

function* files(dir: string): Generator<string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else yield p;
  }
}

const JWT = /eyJ[A-Za-z0-9_-]{10,}\.(eyJ[A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+/g;

function jwtRole(payload: string): string | undefined {
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).role;
  } catch {
    return undefined;
  }
}

/** Lines `<file>: <what>` for every secret found in the folder. */
export function findSecrets(dir: string, secrets: Record<string, string>): string[] {
  const found: string[] = [];
  for (const file of files(dir)) {
    const text = fs.readFileSync(file).toString('latin1');
    const rel = path.relative(dir, file);
    for (const [what, value] of Object.entries(secrets)) if (value && text.includes(value)) found.push(`${rel}: ${what}`);
    for (const m of text.matchAll(JWT)) {
      const role = jwtRole(m[1]);
      if (role && role !== 'anon') found.push(`${rel}: JWT with role ${role}`);
    }
    if (/sb_secret_[A-Za-z0-9_-]{8,}/.test(text)) found.push(`${rel}: sb_secret_ key`);
    if (/SMTP_PASS\s*[=:]\s*["']?[^\s"',}]+/.test(text)) found.push(`${rel}: SMTP_PASS value`);
  }
  return found;
}
