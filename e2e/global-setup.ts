// Starts one local stack (free ports, temp data folder), builds the app against it into a temp folder
// and serves that build with scripts/serve.mjs. Tests read SUPABASE_URL, SUPABASE_ANON_KEY,
// SUPABASE_SERVICE_ROLE_KEY, DATABASE_URL and INBOX_URL from process.env.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { startStack } from '../supabase/local/stack.ts';
import { relaxSharedBudgets, warmFunctions } from '../tests/setup/shared-stack.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

export default async function globalSetup() {
  const port = Number(process.env.E2E_WEB_PORT);
  const baseUrl = `http://127.0.0.1:${port}`;
  // Two folders: the database runs as its own user and manages the permissions of the data folder.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenuta-e2e-data-'));
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenuta-e2e-dist-'));

  const stack = await startStack({
    port: 0, dbPort: 0, smtpPort: 0, inboxPort: 0, dataDir, databaseUrl: undefined,
    quiet: true, mail: true, functions: true, siteUrl: baseUrl,
    // Every browser here signs up from 127.0.0.1: the per-address sign-up limit is tested by tests/security.
    signUpLimit: 1_000_000,
    emailSentLimit: 1_000_000, // recovery e-mails per address: tested in tests/auth/recovery.test.ts
    // The journeys' stays at the rooms' flat price: the page does not show the quote's nights yet.
    demoRates: false,
  });
  await relaxSharedBudgets(stack.databaseUrl, { addresses: true });
  await warmFunctions(stack.apiUrl, ['payments', 'chatbot-ai', 'contact-message', 'newsletter-subscribe', 'outbox-deliver']);
  Object.assign(process.env, {
    SUPABASE_URL: stack.apiUrl,
    SUPABASE_ANON_KEY: stack.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
    DATABASE_URL: stack.databaseUrl,
    INBOX_URL: stack.inboxUrl ?? '',
    E2E_BASE_URL: baseUrl,
  });

  try {
    // Built into a temp folder so a developer's dist/ (or another run) is never overwritten.
    execFileSync(path.join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, VITE_SUPABASE_URL: stack.apiUrl, VITE_SUPABASE_ANON_KEY: stack.anonKey, SITE_URL: baseUrl },
    });
  } catch (e) {
    await stack.stop();
    for (const dir of [dataDir, outDir]) fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }

  const serveModule = pathToFileURL(path.join(ROOT, 'scripts', 'serve.mjs')).href;
  const { createServer } = (await import(serveModule)) as {
    createServer: (o: { dir: string; apiUrl: string; anonKey: string }) => Server;
  };
  const server = createServer({ dir: outDir, apiUrl: stack.apiUrl, anonKey: stack.anonKey });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await stack.stop();
    for (const dir of [dataDir, outDir]) fs.rmSync(dir, { recursive: true, force: true });
  };
}
