// vitest globalSetup of the integration project: ONE local stack on free ports in a temp folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from '../../supabase/local/stack.ts';
import { relaxSharedBudgets, warmFunctions } from './shared-stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    SUPABASE_URL: string;
    SUPABASE_ANON_KEY: string;
    SUPABASE_SERVICE_ROLE_KEY: string;
    DATABASE_URL: string;
    INBOX_URL: string;
    JWT_SECRET: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenuta-stack-'));
  const start = (mail: boolean) =>
    startStack({
      port: 0, dbPort: 0, smtpPort: 0, inboxPort: 0, dataDir, databaseUrl: undefined, quiet: true, mail, functions: true,
      // Stays at the rooms' flat price unless a suite sets its own rate rules (tests/rules/rates.test.ts).
      demoRates: false,
      // Every suite signs up from 127.0.0.1: the per-address sign-up limit is tested on a stack of its own.
      signUpLimit: 1_000_000,
      emailSentLimit: 1_000_000, // recovery e-mails per address: tested in tests/auth/recovery.test.ts
    });
  // Mail is optional for the suites that do not read the inbox: fall back when it cannot start here.
  const stack = await start(true).catch(async (e) => {
    console.warn(`global-stack: starting without mail (${String(e)})`);
    return start(false);
  });
  await relaxSharedBudgets(stack.databaseUrl, { addresses: false });
  await warmFunctions(stack.apiUrl, ['payments', 'chatbot-ai', 'contact-message', 'newsletter-subscribe', 'outbox-deliver']);
  project.provide('SUPABASE_URL', stack.apiUrl);
  project.provide('SUPABASE_ANON_KEY', stack.anonKey);
  project.provide('SUPABASE_SERVICE_ROLE_KEY', stack.serviceRoleKey);
  project.provide('DATABASE_URL', stack.databaseUrl);
  project.provide('INBOX_URL', stack.inboxUrl ?? '');
  project.provide('JWT_SECRET', stack.config.jwtSecret);
  return async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
