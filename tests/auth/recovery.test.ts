// Password recovery as hosted GoTrue does it (implicit flow): POST /recover → e-mail → GET /verify → 303 with the
// session in the fragment → PUT /user. Single-use links that expire, stored hashed, redirect targets from the
// allow-list, a per-address limit, and answers that do not tell whether an address has an account.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedTokenHash } from '../../supabase/local/auth/email-links.ts';
import { waitFor } from '../outbox/inbox.ts';
import { ADDRESS_HEADER, follow, fragment, startMailStack, verifyLink } from './mail-stack.ts';

const SITE = 'http://127.0.0.1:5999';
const NEW_PAGE = `${SITE}/nuova-password`;
const SUBJECT = /Reimposta la password/;
const EMAIL_LIMIT = 3;

let stack: Awaited<ReturnType<typeof startMailStack>>;
let n = 0;
const address = () => `198.51.100.${++n}`; // a fresh client address per request series, so no budget runs out

beforeAll(async () => {
  stack = await startMailStack({ siteUrl: SITE, emailSentLimit: EMAIL_LIMIT, emailMaxFrequency: 0 });
}, 120_000);
afterAll(async () => stack?.close());

const email = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`;

async function account(language = 'it') {
  const e = email('rec');
  const password = `old-${crypto.randomUUID()}`;
  const res = await fetch(`${stack.apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json', [ADDRESS_HEADER]: address() },
    body: JSON.stringify({ email: e, password, data: { language } }),
  });
  expect(res.status).toBe(200);
  return { email: e, password };
}

async function recover(to: string, from = address(), redirectTo = NEW_PAGE) {
  const t0 = performance.now();
  const res = await fetch(`${stack.apiUrl}/auth/v1/recover?redirect_to=${encodeURIComponent(redirectTo)}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', [ADDRESS_HEADER]: from },
    body: JSON.stringify({ email: to, code_challenge: null, code_challenge_method: null }),
  });
  const body = await res.text();
  return { status: res.status, body, code: res.headers.get('x-sb-error-code'), ms: performance.now() - t0 };
}

describe('POST /recover', () => {
  it('sends a link to /verify carrying redirect_to, in the language of the account, and stores only its hash', async () => {
    const { email: e } = await account('en');
    expect(await recover(e)).toMatchObject({ status: 200, body: '{}' });
    const mail = await stack.mail(e, SUBJECT);
    expect(mail.html).toContain('Choose a new password');
    const link = verifyLink(mail);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(NEW_PAGE);
    const { rows } = await stack.db.query('select recovery_token, recovery_sent_at from auth.users where email = $1', [e]);
    expect(rows[0].recovery_token).toBe(storedTokenHash(link.searchParams.get('token')!));
    expect(rows[0].recovery_token).not.toContain(link.searchParams.get('token'));
    expect(rows[0].recovery_sent_at).toBeTruthy();
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const unknown = email('nobody');
    const { email: known } = await account();
    const [a, b] = [await recover(unknown), await recover(known)];
    expect([a.status, a.body]).toEqual([b.status, b.body]);
    await stack.mail(known, SUBJECT);
    expect(await stack.mails(unknown)).toEqual([]);
  });

  it('takes as long for an unknown address as for a known one (fastest of 15 each)', async () => {
    const { email: known } = await account();
    const unknown: number[] = [];
    const knownMs: number[] = [];
    for (let i = 0; i < 15; i++) {
      unknown.push((await recover(email('ghost'))).ms);
      knownMs.push((await recover(known)).ms);
      // The known address's e-mail goes out after its answer: let it, so it does not slow the next request.
      await waitFor('recovery mail', async () => ((await stack.mails(known)).length > i ? true : undefined));
    }
    const [u, k] = [Math.min(...unknown), Math.min(...knownMs)];
    // The mail goes out after the answer; what remains is one UPDATE. Sub-millisecond noise gets a 2 ms floor.
    expect(Math.abs(u - k), `fastest ${u.toFixed(1)} ms vs ${k.toFixed(1)} ms`).toBeLessThanOrEqual(Math.max(2, 0.3 * Math.max(u, k)));
  }, 60_000);

  it(`refuses the ${EMAIL_LIMIT + 1}th request of an hour from one address with 429, for any e-mail`, async () => {
    const from = address();
    const { email: known } = await account();
    for (let i = 0; i < EMAIL_LIMIT; i++) expect((await recover(i % 2 ? known : email('x'), from)).status).toBe(200);
    for (const to of [known, email('y')]) {
      expect(await recover(to, from)).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    }
    expect((await recover(known, address())).status).toBe(200);
  });

  it('checks the e-mail and sends links for other sites to the site URL instead', async () => {
    expect(await recover('not-an-address')).toMatchObject({ status: 400, code: 'validation_failed' });
    const { email: e } = await account();
    expect((await recover(e, address(), 'https://evil.example/steal')).status).toBe(200);
    expect(verifyLink(await stack.mail(e, SUBJECT)).searchParams.get('redirect_to')).toBe(SITE);
  });
});

describe('GET /verify and PUT /user', () => {
  it('signs in through the link, lets the user choose a new password once, with the sign-up strength rules', async () => {
    const { email: e, password: old } = await account();
    const other = stack.client();
    await other.auth.signInWithPassword({ email: e, password: old });
    await recover(e);
    const link = verifyLink(await stack.mail(e, SUBJECT));
    const { status, location } = await follow(link);
    expect(status).toBe(303);
    expect(location.startsWith(`${NEW_PAGE}#`)).toBe(true);
    const f = fragment(location);
    expect(f.get('type')).toBe('recovery');
    expect(f.get('token_type')).toBe('bearer');
    expect(Number(f.get('expires_in'))).toBeGreaterThan(0);

    const sb = stack.client();
    const { error: sessionError } = await sb.auth.setSession({ access_token: f.get('access_token')!, refresh_token: f.get('refresh_token')! });
    expect(sessionError).toBeNull();
    expect((await sb.auth.updateUser({ password: 'abc' })).error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((await sb.auth.updateUser({ password: 'password123' })).error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['pwned'] });
    const fresh = `new-${crypto.randomUUID()}`;
    expect((await sb.auth.updateUser({ password: fresh })).error).toBeNull();

    expect((await stack.client().auth.signInWithPassword({ email: e, password: old })).error?.code).toBe('invalid_credentials');
    expect((await stack.client().auth.signInWithPassword({ email: e, password: fresh })).error).toBeNull();
    // The other session ended with the change, as GoTrue does.
    expect((await other.auth.refreshSession()).error).toBeTruthy();

    // Single use: the same link now sends the browser back with GoTrue's error fragment.
    const again = await follow(link);
    expect(again.status).toBe(303);
    expect(again.location).toBe(
      `${NEW_PAGE}#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=`,
    );
  });

  it('refuses a link older than otp_expiry (one hour)', async () => {
    const { email: e } = await account();
    await recover(e);
    const link = verifyLink(await stack.mail(e, SUBJECT));
    await stack.db.query("update auth.users set recovery_sent_at = now() - interval '61 minutes' where email = $1", [e]);
    expect(fragment((await follow(link)).location).get('error_code')).toBe('otp_expired');
  });

  it('a newer link replaces the older one', async () => {
    const { email: e } = await account();
    await recover(e);
    const first = verifyLink(await stack.mail(e, SUBJECT));
    await recover(e);
    const second = await waitSecond(e);
    expect(fragment((await follow(first)).location).get('error_code')).toBe('otp_expired');
    expect(fragment((await follow(second)).location).get('type')).toBe('recovery');
  });

  it('answers a bad request as JSON and a forged token with the error redirect to the site', async () => {
    const base = `${stack.apiUrl}/auth/v1/verify`;
    const noType = await fetch(`${base}?token=x`, { headers: { 'x-supabase-api-version': '2024-01-01' } });
    expect(noType.status).toBe(400);
    expect(await noType.json()).toMatchObject({ code: 'validation_failed', message: 'Verify requires a verification type' });
    const forged = await follow(`${base}?token=${'a'.repeat(56)}&type=recovery&redirect_to=https://evil.example/`);
    expect(forged.status).toBe(303);
    expect(forged.location.startsWith(`${SITE}/#error=access_denied&error_code=otp_expired`)).toBe(true);
  });
});

describe('POST /verify', () => {
  it('takes the token hash once, and refuses a wrong code for an e-mail with 403 otp_expired', async () => {
    const { email: e } = await account();
    await recover(e);
    const tokenHash = verifyLink(await stack.mail(e, SUBJECT)).searchParams.get('token')!;
    const sb = stack.client();
    const ok = await sb.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe(e);
    expect((await sb.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })).error).toMatchObject({ status: 403, code: 'otp_expired' });
    const wrong = await sb.auth.verifyOtp({ email: e, token: '000000', type: 'recovery' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
  });
});

async function waitSecond(e: string) {
  const mails = await waitFor('second recovery mail', async () => {
    const all = (await stack.mails(e)).filter((m) => SUBJECT.test(m.subject));
    return all.length >= 2 ? all : undefined;
  });
  const links = mails.map(verifyLink);
  const { rows } = await stack.db.query('select recovery_token from auth.users where email = $1', [e]);
  return links.find((l) => storedTokenHash(l.searchParams.get('token')!) === rows[0].recovery_token)!;
}
