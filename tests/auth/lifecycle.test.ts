// The e-mail and password lifecycle through supabase-js: sign-up, sign-in, user, update, refresh, sign-out.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, anonKey, databaseUrl, stackUrl, newUserClient, tokenClient, uniqueEmail } from '../helpers/clients.ts';

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
});
afterAll(async () => db?.end());

describe('sign-up', () => {
  it('returns a session at once and stores options.data as user metadata', async () => {
    const { user, session } = await newUserClient({ first_name: 'Maria', last_name: 'Sanna' });
    expect(session.access_token).toBeTruthy();
    expect(session.refresh_token).toBeTruthy();
    expect(session.token_type).toBe('bearer');
    expect(user.user_metadata).toMatchObject({ first_name: 'Maria', last_name: 'Sanna', email_verified: true });
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.identities?.[0]).toMatchObject({ provider: 'email', user_id: user.id });
    expect(user.email_confirmed_at).toBeTruthy();
    const row = await db.query('select raw_user_meta_data, encrypted_password from auth.users where id = $1', [user.id]);
    expect(row.rows[0].raw_user_meta_data.first_name).toBe('Maria');
    expect(row.rows[0].encrypted_password).toMatch(/^\$2[ab]\$10\$/);
  });

  it('fires the app triggers on auth.users (the profile row exists)', async () => {
    const { user } = await newUserClient({ first_name: 'Gavino' });
    const { rows } = await db.query('select first_name from public.profiles where id = $1', [user.id]);
    expect(rows).toEqual([{ first_name: 'Gavino' }]);
  });

  it('lowercases the e-mail and refuses a second sign-up with it (422 user_already_exists)', async () => {
    const email = uniqueEmail('dup');
    const first = await anonClient().auth.signUp({ email: email.toUpperCase(), password: 'pecorino-123' });
    expect(first.data.user?.email).toBe(email);
    const again = await anonClient().auth.signUp({ email, password: 'pecorino-123' });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('answers 500 "Database error saving new user" and keeps nothing when a trigger fails', async () => {
    await db.query(`create or replace function public.test_fail_signup() returns trigger language plpgsql as $$
      begin if new.raw_user_meta_data ->> 'fail' = 'yes' then raise exception 'boom'; end if; return new; end $$`);
    await db.query(`create trigger test_fail_signup after insert on auth.users
      for each row execute function public.test_fail_signup()`);
    try {
      const email = uniqueEmail('fail');
      const { data, error } = await anonClient().auth.signUp({ email, password: 'pecorino-123', options: { data: { fail: 'yes' } } });
      expect(data.session).toBeNull();
      // auth-js turns every 500 into a retryable error without reading the body: check the body directly.
      expect(error).toMatchObject({ status: 500, name: 'AuthRetryableFetchError' });
      const res = await fetch(`${stackUrl()}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: anonKey(), 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
        body: JSON.stringify({ email, password: 'pecorino-123', data: { fail: 'yes' } }),
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ code: 'unexpected_failure', message: 'Database error saving new user' });
      const { rowCount } = await db.query('select 1 from auth.users where email = $1', [email]);
      expect(rowCount).toBe(0);
    } finally {
      await db.query('drop trigger test_fail_signup on auth.users');
      await db.query('drop function public.test_fail_signup()');
    }
  });
});

describe('sign-in and the user', () => {
  it('signs in with the password and gets the same user', async () => {
    const { email, password, user } = await newUserClient();
    const sb = anonClient();
    const { data, error } = await sb.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.session?.expires_in).toBe(3600);
    const got = await sb.auth.getUser();
    expect(got.data.user?.email).toBe(email);
  });

  it('verifies bcrypt hashes written by pgcrypto in seeds', async () => {
    const email = uniqueEmail('seeded');
    await db.query(
      `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values (gen_random_uuid(), $1, extensions.crypt('seeded-pw', extensions.gen_salt('bf')), now(),
               '{"provider":"email","providers":["email"]}', '{}')`,
      [email],
    );
    const { data, error } = await anonClient().auth.signInWithPassword({ email, password: 'seeded-pw' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('updates metadata and the password, and the new password works', async () => {
    const { client, email } = await newUserClient({ first_name: 'Anna' });
    const upd = await client.auth.updateUser({ data: { newsletter: true }, password: 'new-password-1' });
    expect(upd.error).toBeNull();
    expect(upd.data.user?.user_metadata).toMatchObject({ first_name: 'Anna', newsletter: true });
    const old = await anonClient().auth.signInWithPassword({ email, password: 'wrong-old' });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await anonClient().auth.signInWithPassword({ email, password: 'new-password-1' });
    expect(fresh.error).toBeNull();
  });

  it('refuses the same password on update (422 same_password)', async () => {
    const { client, password } = await newUserClient();
    const { error } = await client.auth.updateUser({ password });
    expect(error).toMatchObject({ status: 422, code: 'same_password' });
  });
});

describe('refresh tokens', () => {
  it('rotates: each refresh gives a new refresh token and a valid access token', async () => {
    const { client, session } = await newUserClient();
    const { data, error } = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    const user = await tokenClient(data.session!.access_token).auth.getUser(data.session!.access_token);
    expect(user.data.user?.id).toBe(session.user.id);
  });

  it('refuses a reused refresh token and revokes the whole family', async () => {
    const { session } = await newUserClient();
    const sb = anonClient();
    const r2 = await sb.auth.refreshSession({ refresh_token: session.refresh_token });
    const r3 = await sb.auth.refreshSession({ refresh_token: r2.data.session!.refresh_token });
    expect(r3.error).toBeNull();
    // The first token is neither active nor the active token's parent: a replay.
    const replay = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const afterReplay = await anonClient().auth.refreshSession({ refresh_token: r3.data.session!.refresh_token });
    expect(afterReplay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await anonClient().auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('sign-out', () => {
  it('ends the session: the old access token and refresh token stop working', async () => {
    const { client, session } = await newUserClient();
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    const got = await tokenClient(session.access_token).auth.getUser(session.access_token);
    expect(got.error?.name).toBe('AuthSessionMissingError');
    const refresh = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
  });

  it('scope "others" keeps the current session', async () => {
    const { client, email, password } = await newUserClient();
    const other = anonClient();
    const second = await other.auth.signInWithPassword({ email, password });
    await client.auth.signOut({ scope: 'others' });
    expect((await client.auth.getUser()).error).toBeNull();
    const gone = await anonClient().auth.getUser(second.data.session!.access_token);
    expect(gone.error?.name).toBe('AuthSessionMissingError');
  });
});
