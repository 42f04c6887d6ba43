// A function sends a bilingual mail through _shared/mail.ts; the test reads it back from MailDev's API.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startFixtureStack } from '../functions/fixture-stack.ts';

type Stack = Awaited<ReturnType<typeof startFixtureStack>>;
let stack: Stack;

beforeAll(async () => {
  stack = await startFixtureStack();
});
afterAll(async () => {
  await stack?.cleanup();
});

interface InboxMail {
  subject: string;
  to: Array<{ address: string }>;
  html: string;
  text: string;
}

async function waitForMail(to: string): Promise<InboxMail> {
  for (let i = 0; i < 50; i++) {
    const all = (await (await fetch(`${stack.inboxUrl}/email`)).json()) as InboxMail[];
    const hit = all.find((m) => m.to.some((t) => t.address === to));
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}

it('sends an English mail with escaped HTML and a text body, readable from the inbox', async () => {
  const client = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false }, realtime: { transport: ws as never } });
  const to = `mail-${Date.now()}@example.test`;
  const { data, error } = await client.functions.invoke('send-test-mail', { body: { to, name: 'Ann <b>', lang: 'en' } });
  expect(error).toBeNull();
  expect(data.messageId).toBeTruthy();
  const mail = await waitForMail(to);
  expect(mail.subject).toBe('Welcome to Tenuta');
  expect(mail.html).toContain('Hello Ann &lt;b&gt;');
  expect(mail.html).not.toContain('<b>');
  expect(mail.html).toContain('lang="en"');
  expect(mail.text).toContain('Hello Ann <b>');
  expect(mail.text).toContain('Total: € 18,50');
});

it('sends Italian when asked for it', async () => {
  const client = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false }, realtime: { transport: ws as never } });
  const to = `posta-${Date.now()}@example.test`;
  await client.functions.invoke('send-test-mail', { body: { to, name: 'Gavino', lang: 'it' } });
  const mail = await waitForMail(to);
  expect(mail.subject).toBe('Benvenuto in Tenuta');
  expect(mail.text).toContain('Grazie per la registrazione.');
});
