// Access tokens: GoTrue's claims, and forged, expired and unsigned tokens refused.
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { anonClient, anonKey, jwtSecret, newUserClient, stackUrl } from '../helpers/clients.ts';

const sign = (claims: Record<string, unknown>, secret: string) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

async function getUserRaw(token: string) {
  const res = await fetch(`${stackUrl()}/auth/v1/user`, {
    headers: { apikey: anonKey(), Authorization: `Bearer ${token}`, 'X-Supabase-Api-Version': '2024-01-01' },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

describe('access token claims', () => {
  it('carries exactly the GoTrue claims', async () => {
    const { session, user } = await newUserClient({ first_name: 'Bruno' });
    const c = decodeJwt(session.access_token);
    expect(c).toMatchObject({
      iss: `${stackUrl()}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: expect.objectContaining({ first_name: 'Bruno' }),
    });
    expect(typeof c.session_id).toBe('string');
    expect(c.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(c.exp! - c.iat!).toBe(3600);
  });
});

describe('bad tokens on GET /user', () => {
  it('refuses a token signed with another secret (403 bad_jwt)', async () => {
    const { session } = await newUserClient();
    const forged = await sign(decodeJwt(session.access_token), 'another-secret-another-secret-1234567');
    const r = await getUserRaw(forged);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('bad_jwt');
    const viaClient = await anonClient().auth.getUser(forged);
    expect(viaClient.error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  it('refuses an expired token', async () => {
    const { session } = await newUserClient();
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign({ ...decodeJwt(session.access_token), iat: now - 7200, exp: now - 3600 }, jwtSecret());
    const r = await getUserRaw(expired);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'bad_jwt', message: expect.stringContaining('token is expired') });
  });

  it('refuses alg none', async () => {
    const { session } = await newUserClient();
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(decodeJwt(session.access_token))}.`;
    const r = await getUserRaw(unsigned);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('bad_jwt');
  });

  it('refuses garbage and a missing token', async () => {
    expect((await getUserRaw('not.a.jwt')).status).toBe(403);
    // No Authorization and no apikey (with an apikey alone, the gateway copies it into Authorization).
    const res = await fetch(`${stackUrl()}/auth/v1/user`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error_code: 'no_authorization' });
  });

  it('refuses the anon key as a user token', async () => {
    const r = await getUserRaw(anonKey());
    expect(r.status).toBe(403);
  });
});
