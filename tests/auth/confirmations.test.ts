// Sign-up with confirmations on (config.toml [auth.email] enable_confirmations = true, hosted's default): no session
// until the e-mail's link is followed, and then the welcome e-mail's outbox row. On a stack of its own with that
// setting; the shared stack keeps the project's setting (off: sign-up signs in at once, tests/auth/lifecycle.test.ts).
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follow, fragment, startMailStack, verifyLink } from './mail-stack.ts';

const SITE = 'http://127.0.0.1:5998';
const SUBJECT = /Conferma il tuo indirizzo/;

let stack: Awaited<ReturnType<typeof startMailStack>>;

beforeAll(async () => {
  stack = await startMailStack({ siteUrl: SITE, authConfirmations: true });
}, 120_000);
afterAll(async () => stack?.close());

const newEmail = () => `conf-${crypto.randomUUID().slice(0, 8)}@example.test`;

describe('sign-up with confirmations on', () => {
  it('returns the user without a session, mails a link, and signs in only once it is followed', async () => {
    const sb = stack.client();
    const email = newEmail();
    const password = `pw-${crypto.randomUUID()}`;
    const { data, error } = await sb.auth.signUp({
      email, password, options: { emailRedirectTo: `${SITE}/`, data: { first_name: 'Bainzu', language: 'en' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect((await stack.client().auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'email_not_confirmed' });

    const mail = await stack.mail(email, SUBJECT);
    expect(mail.html).toContain('Confirm your address');
    const link = verifyLink(mail);
    expect(link.searchParams.get('type')).toBe('signup');
    const { status, location } = await follow(link);
    expect(status).toBe(303);
    expect(location.startsWith(`${SITE}/#`)).toBe(true);
    expect(fragment(location).get('type')).toBe('signup');
    expect(fragment(location).get('access_token')).toBeTruthy();

    const signedIn = await stack.client().auth.signInWithPassword({ email, password });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email_confirmed_at).toBeTruthy();
    expect(signedIn.data.user?.user_metadata.email_verified).toBe(true);
    const { rows } = await stack.db.query("select language from public.outbox where kind = 'welcome' and recipient = $1", [email]);
    expect(rows).toEqual([{ language: 'en' }]);
    // Used once.
    expect(fragment((await follow(link)).location).get('error_code')).toBe('otp_expired');
  });

  it('answers a repeat sign-up of a confirmed address like a new one, with a made-up user and no e-mail', async () => {
    const email = newEmail();
    const password = `pw-${crypto.randomUUID()}`;
    const first = await stack.client().auth.signUp({ email, password });
    await follow(verifyLink(await stack.mail(email, SUBJECT)));
    const again = await stack.client().auth.signUp({ email, password: `pw-${crypto.randomUUID()}` });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.email).toBe(email);
    expect(again.data.user?.id).not.toBe(first.data.user?.id);
    expect((await stack.mails(email)).length).toBe(1);
  });

  it('tells supabase-js that sign-up is not auto-confirmed', async () => {
    const res = await fetch(`${stack.apiUrl}/auth/v1/settings`, { headers: { apikey: stack.anonKey } });
    expect(await res.json()).toMatchObject({ mailer_autoconfirm: false });
  });
});
