// Mail leaves a function the way it would leave a hosted one: through the HTTP mail API (the default, the
// local stand-in of Resend's POST /emails) or through SMTP with implicit TLS and a login (the inbox's own
// listener); either way an outbox e-mail reaches the local inbox, in Italian and in English.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_MAIL_API_KEY } from '../../supabase/local/mail/http-api.ts';
import { startOwnStack } from '../security/own-stack.ts';
import { mailsTo, waitFor } from '../outbox/inbox.ts';

const SUBJECTS = { it: 'Benvenuto alla Tenuta!', en: 'Welcome to the Tenuta!' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Target {
  databaseUrl: string;
  inboxUrl: string;
}

/** Writes a welcome e-mail to the outbox of `target` and waits for it to be sent and in the inbox. */
async function welcome(target: Target, language: 'it' | 'en') {
  const to = `transport-${language}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const db = new pg.Client({ connectionString: target.databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.outbox (kind, ref_id, recipient, language, payload) values ('welcome', gen_random_uuid(), $1, $2, '{"first_name":"Bruna"}') returning id`,
      [to, language],
    );
    const row = await waitFor(`the ${language} welcome sent`, async () => {
      const r = await db.query<{ status: string; message_id: string | null }>('select status, message_id from public.outbox where id = $1', [rows[0].id]);
      return r.rows[0].status === 'sent' ? r.rows[0] : undefined;
    }, 30_000);
    const [mail] = await waitFor('the mail in the inbox', async () => {
      const m = await mailsTo(target.inboxUrl, to);
      return m.length ? m : undefined;
    });
    return { row, mail: mail as typeof mail & { messageId?: string } };
  } finally {
    await db.end();
  }
}

describe('through the HTTP mail API (the default)', () => {
  const shared = (): Target => ({ databaseUrl: inject('DATABASE_URL'), inboxUrl: inject('INBOX_URL') });

  it.each(['it', 'en'] as const)('an outbox e-mail in %s reaches the inbox with the id the API gave', async (language) => {
    const { row, mail } = await welcome(shared(), language);
    expect(mail.subject).toBe(SUBJECTS[language]);
    expect(mail.html).toContain(`lang="${language}"`);
    // The API's id (a UUID), not an SMTP Message-ID: the mail went through POST /emails.
    expect(row.message_id).toMatch(UUID);
    expect(mail.messageId).toBe(`${row.message_id}@mail-api.local`);
  });

  it('refuses as the provider does: no key 401, a mail without recipient 422; one idempotency key sends once', async () => {
    const url = `${inject('SUPABASE_URL')}/mail-api/emails`;
    const to = `idem-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const body = JSON.stringify({ from: 'Tenuta <posta@example.test>', to: [to], subject: 'Prova', text: 'Ciao' });
    const post = (headers: Record<string, string>, b = body) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: b });
    expect((await post({})).status).toBe(401);
    const auth = { authorization: `Bearer ${LOCAL_MAIL_API_KEY}` };
    const noTo = await post(auth, JSON.stringify({ from: 'a@example.test', subject: 'x', text: 'y' }));
    expect([noTo.status, (await noTo.json()).name]).toEqual([422, 'validation_error']);
    const key = { ...auth, 'idempotency-key': `test/${to}` };
    const first = (await (await post(key)).json()) as { id: string };
    const again = (await (await post(key)).json()) as { id: string };
    expect(again.id).toBe(first.id);
    expect((await post(key, body.replace('Prova', 'Altro'))).status).toBe(409);
    expect(await mailsTo(inject('INBOX_URL'), to)).toHaveLength(1);
  });
});

describe('through SMTP with implicit TLS', () => {
  let stack: Awaited<ReturnType<typeof startOwnStack>>;
  beforeAll(async () => {
    stack = await startOwnStack(true, { mail: true, smtpPort: 0, inboxPort: 0, mailTransport: 'smtp' });
  }, 120_000);
  afterAll(async () => stack?.dispose());

  it.each(['it', 'en'] as const)('an outbox e-mail in %s reaches the inbox over TLS with a login', async (language) => {
    const { row, mail } = await welcome({ databaseUrl: stack.databaseUrl, inboxUrl: stack.inboxUrl! }, language);
    expect(mail.subject).toBe(SUBJECTS[language]);
    expect(mail.text).toContain(language === 'it' ? 'Benvenuto, Bruna!' : 'Welcome, Bruna!');
    // nodemailer's Message-ID: the mail went over SMTP, not through the API.
    expect(row.message_id).toMatch(/^<.+@.+>$/);
    expect(row.message_id).not.toContain('mail-api.local');
  });

  it('the inbox refuses SMTP without TLS, and a client that tried does not take it down', async () => {
    const nodemailer = (await import('nodemailer')).default;
    const plain = nodemailer.createTransport({ host: stack.smtp!.host, port: stack.smtp!.port, secure: false, ignoreTLS: true, connectionTimeout: 3000, greetingTimeout: 3000 });
    await expect(plain.sendMail({ from: 'a@example.test', to: 'b@example.test', subject: 'x', text: 'y' })).rejects.toThrow();
    // ...and keeps running for everyone else.
    expect((await fetch(`${stack.inboxUrl}/email`)).ok).toBe(true);
  });
});
