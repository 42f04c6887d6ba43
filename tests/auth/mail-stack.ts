// A stack of its own with an inbox, for the e-mail flows of the auth (recovery, confirmation): its limits,
// site URL and confirmation setting are the test's, and the shared stack's inbox and budgets stay untouched.
import pg from 'pg';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { StackConfig } from '../../supabase/local/config.ts';
import { startOwnStack } from '../security/own-stack.ts';
import { mailsTo, waitFor, type InboxMail } from '../outbox/inbox.ts';

export const ADDRESS_HEADER = 'x-test-client-ip';

export async function startMailStack(overrides: Partial<StackConfig>) {
  const stack = await startOwnStack(false, { mail: true, smtpPort: 0, inboxPort: 0, trustedIpHeader: ADDRESS_HEADER, ...overrides });
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  const client = (): SupabaseClient =>
    createClient(stack.apiUrl, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as never },
    });
  /** The one mail to `address` whose subject matches, once it has arrived. */
  const mail = (address: string, subject: RegExp): Promise<InboxMail> =>
    waitFor(`mail to ${address}`, async () => (await mailsTo(stack.inboxUrl!, address)).find((m) => subject.test(m.subject)));
  const mails = (address: string) => mailsTo(stack.inboxUrl!, address);
  return Object.assign(stack, {
    db,
    client,
    mail,
    mails,
    close: async () => {
      await db.end();
      await stack.dispose();
    },
  });
}

/** The verify link in an auth e-mail. */
export function verifyLink(m: InboxMail): URL {
  const href = /href="([^"]*\/auth\/v1\/verify[^"]*)"/.exec(m.html)?.[1];
  if (!href) throw new Error(`no verify link in "${m.subject}"`);
  return new URL(href.replace(/&amp;/g, '&'));
}

/** Follows a link without following the redirect: the status and the Location. */
export async function follow(url: URL | string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { redirect: 'manual', headers });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

/** The parameters in a redirect's fragment. */
export const fragment = (location: string) => new URLSearchParams(new URL(location).hash.slice(1));
