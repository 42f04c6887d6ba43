// GoTrue's error contract as auth-js reads it, validation errors, and the failed sign-in rate limit.
import { describe, expect, it } from 'vitest';
import { anonClient, anonKey, newUserClient, serviceClient, stackUrl, uniqueEmail } from '../helpers/clients.ts';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${stackUrl()}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: anonKey(), 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('error shapes', () => {
  it('uses the 2024-01-01 shape, echoes the version header and exposes it over CORS', async () => {
    const res = await post('/token?grant_type=password', { email: uniqueEmail('none'), password: 'whatever1' }, {
      'X-Supabase-Api-Version': '2024-01-01',
      Origin: 'http://localhost:5173',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/X-Supabase-Api-Version/i);
    expect(await res.json()).toMatchObject({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('uses the legacy shape without the version header', async () => {
    const res = await post('/token?grant_type=password', { email: uniqueEmail('none'), password: 'whatever1' });
    expect(res.headers.get('x-supabase-api-version')).toBeNull();
    expect(await res.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('answers the same to an unknown e-mail and a wrong password', async () => {
    const { email } = await newUserClient();
    const wrong = await anonClient().auth.signInWithPassword({ email, password: 'wrong-password' });
    const unknown = await anonClient().auth.signInWithPassword({ email: uniqueEmail('ghost'), password: 'wrong-password' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('refuses short passwords as weak_password with reasons', async () => {
    const { error } = await anonClient().auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' });
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
  });

  it('validates e-mail, password and JSON', async () => {
    const bad = await anonClient().auth.signUp({ email: 'not-an-email', password: 'secret123' });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const noPw = await post('/signup', { email: uniqueEmail() }, { 'X-Supabase-Api-Version': '2024-01-01' });
    expect(await noPw.json()).toMatchObject({ code: 'validation_failed', message: 'Signup requires a valid password' });
    const json = await post('/signup', '{"email":', { 'X-Supabase-Api-Version': '2024-01-01' });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ code: 'bad_json' });
    const both = await post('/token?grant_type=password', { email: 'a@b.it', phone: '+391', password: 'x' });
    expect(await both.json()).toMatchObject({ error_code: 'validation_failed' });
  });

  it('throws the client-side error when neither e-mail nor phone is given', async () => {
    const { error } = await anonClient().auth.signInWithPassword({ password: 'x' } as never);
    expect(error?.message).toBe('You must provide either an email or phone number and a password');
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const res = await post('/signup', { email: uniqueEmail(), password: 'secret123', data: { big: 'x'.repeat(1_100_000) } });
    expect(res.status).toBe(413);
  });

  it('refuses admin routes to a user token (403 not_admin) and to no token (401)', async () => {
    const { session } = await newUserClient();
    const res = await fetch(`${stackUrl()}/auth/v1/admin/users`, {
      headers: { apikey: anonKey(), Authorization: `Bearer ${session.access_token}` },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error_code: 'not_admin' });
    const none = await fetch(`${stackUrl()}/auth/v1/admin/users`);
    expect(none.status).toBe(401);
    expect((await serviceClient().auth.admin.listUsers()).error).toBeNull();
  });
});

describe('rate limit', () => {
  it('answers 429 over_request_rate_limit after 10 failed sign-ins for one e-mail, even with the right password', async () => {
    const { email, password } = await newUserClient({}, 'limited');
    for (let i = 0; i < 10; i++) {
      const { error } = await anonClient().auth.signInWithPassword({ email, password: `wrong-${i}` });
      expect(error?.code).toBe('invalid_credentials');
    }
    const { error } = await anonClient().auth.signInWithPassword({ email, password });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    // Another address is not affected.
    const other = await newUserClient();
    expect((await anonClient().auth.signInWithPassword({ email: other.email, password: other.password })).error).toBeNull();
  });
});
