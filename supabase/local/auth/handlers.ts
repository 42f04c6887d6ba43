// The GoTrue endpoints auth-js calls for e-mail and password (protocol §2.2).
import crypto from 'node:crypto';
import type { Context } from 'hono';
import type { StackContext } from '../context.ts';
import {
  AuthError, emailExists, invalidCredentials, pwnedPassword, rateLimited, validation, weakPassword,
} from './errors.ts';
import { isCommonPassword } from './common-passwords.ts';
import { bearerClaims, clientAddress, countRequest, obj, readJson, str, tx } from './http.ts';
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './password.ts';
import type { FailureLimiter, signInLimiters } from './rate-limit.ts';
import { sendConfirmation } from './email-flows.ts';
import { redirectTarget } from './email-links.ts';
import { createSession, endSessions, refreshSession, sessionExists } from './sessions.ts';
import {
  findUserByEmail, findUserById, insertUser, isValidEmail, loadUserJson, mergeMetadata, normaliseEmail,
} from './users.ts';

type Limiters = ReturnType<typeof signInLimiters>;

const isPgError = (e: unknown): e is { code: string } =>
  typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string' && 'severity' in e;

export function checkPasswordLength(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) throw weakPassword(MIN_PASSWORD_LENGTH);
}

/** Length, then the common-password list: where GoTrue checks strength (sign-up, password change, admin update). */
export function checkPassword(password: string) {
  checkPasswordLength(password);
  if (isCommonPassword(password)) throw pwnedPassword();
}

export function checkEmail(email: string) {
  if (!isValidEmail(email)) throw validation('Unable to validate email address: invalid format');
}

/** Inserts a user; app trigger failures become GoTrue's 500, a racing duplicate its 422. */
export async function saveNewUser<T>(ctx: StackContext, what: string, fn: Parameters<typeof tx<T>>[1]): Promise<T> {
  try {
    return await tx(ctx.pool, fn);
  } catch (e) {
    if (e instanceof AuthError) throw e;
    if (isPgError(e) && e.code === '23505') throw emailExists();
    ctx.log(`auth: ${what} failed`, { error: String(e) });
    throw new AuthError(500, 'unexpected_failure', what);
  }
}

export async function signup(ctx: StackContext, c: Context, limiter: FailureLimiter) {
  countRequest(ctx, c, limiter);
  const body = await readJson(c);
  const email = str(body.email);
  const phone = str(body.phone);
  const password = str(body.password);
  if (!email && !phone) {
    if (password) throw validation('missing email or phone');
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  if (!email) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  if (!password) throw validation('Signup requires a valid password');
  checkEmail(email);
  checkPassword(password);
  if (ctx.config.authConfirmations) return signupToConfirm(ctx, c, email, password, obj(body.data) ?? {});
  if (await findUserByEmail(ctx.pool, email)) {
    throw new AuthError(422, 'user_already_exists', 'User already registered');
  }
  const passwordHash = await hashPassword(password);
  const session = await saveNewUser(ctx, 'Database error saving new user', async (client) => {
    const id = await insertUser(client, {
      email,
      passwordHash,
      userMetadata: obj(body.data) ?? {},
      appMetadata: { provider: 'email', providers: ['email'] },
      emailConfirmed: true,
    });
    return createSession(ctx, client, id, c.req.header('user-agent'));
  });
  return c.json(session);
}

/**
 * Sign-up with confirmations on (enable_confirmations, hosted's default): no session, a confirmation e-mail, the
 * user as the answer. A repeat for a confirmed address answers alike with a made-up user and sends nothing, and
 * one for an unconfirmed address sends the link again (at most once per max_frequency), as GoTrue does.
 */
async function signupToConfirm(ctx: StackContext, c: Context, email: string, password: string, data: Record<string, unknown>) {
  const redirectTo = redirectTarget(ctx.config, c);
  const existing = await findUserByEmail(ctx.pool, email);
  const passwordHash = await hashPassword(password);
  if (existing?.email_confirmed_at) {
    const now = new Date().toISOString();
    return c.json({
      id: crypto.randomUUID(), aud: 'authenticated', role: 'authenticated', email: normaliseEmail(email), phone: '',
      app_metadata: { provider: 'email', providers: ['email'] }, user_metadata: data, identities: [],
      created_at: now, updated_at: now, is_anonymous: false,
    });
  }
  const { id, send } = await saveNewUser(ctx, 'Database error saving new user', async (client) => {
    const userId = existing?.id ?? (await insertUser(client, {
      email, passwordHash, userMetadata: data, appMetadata: { provider: 'email', providers: ['email'] }, emailConfirmed: false,
    }));
    const user = await findUserById(client, userId);
    if (!user) throw new Error('user vanished during sign-up');
    return { id: userId, send: await sendConfirmation(ctx, client, user, redirectTo) };
  });
  send?.();
  return c.json(await loadUserJson(ctx.pool, id));
}

async function passwordGrant(ctx: StackContext, c: Context, limiters: Limiters) {
  const body = await readJson(c);
  const email = str(body.email);
  const phone = str(body.phone);
  const password = str(body.password) ?? '';
  if (email && phone) throw validation('Only an email address or phone number should be provided on login.');
  if (!email && !phone) throw validation('missing email or phone');
  const ipKey = clientAddress(ctx, c);
  const emailKey = normaliseEmail(email ?? phone ?? '');
  if (limiters.ip.blocked(ipKey) || limiters.email.blocked(emailKey)) throw rateLimited();

  const user = email ? await findUserByEmail(ctx.pool, email) : undefined;
  // Always one bcrypt comparison, so an unknown e-mail answers as slowly as a wrong password.
  const ok = await verifyPassword(password, user?.encrypted_password);
  if (!user || !ok) {
    limiters.ip.fail(ipKey);
    limiters.email.fail(emailKey);
    throw invalidCredentials();
  }
  if (user.banned_until && user.banned_until.getTime() > Date.now()) {
    throw new AuthError(400, 'user_banned', 'User is banned');
  }
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  return c.json(await tx(ctx.pool, (client) => createSession(ctx, client, user.id, c.req.header('user-agent'))));
}

export async function token(ctx: StackContext, c: Context, limiters: Limiters) {
  const grant = c.req.query('grant_type');
  if (grant === 'password') return passwordGrant(ctx, c, limiters);
  if (grant === 'refresh_token') {
    const refresh = str((await readJson(c)).refresh_token);
    if (!refresh) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const out = await tx(ctx.pool, (client) => refreshSession(ctx, client, refresh));
    if (out.error) throw out.error;
    return c.json(out.session);
  }
  throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
}

/** The signed-in user behind the Bearer token, with GoTrue's checks (sub, session, user exist). */
async function currentUser(ctx: StackContext, c: Context) {
  const claims = await bearerClaims(ctx, c);
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId && !(await sessionExists(ctx.pool, sessionId))) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = /^[0-9a-f-]{36}$/i.test(claims.sub) ? await findUserById(ctx.pool, claims.sub) : undefined;
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, sessionId };
}

export async function getUser(ctx: StackContext, c: Context) {
  const { user } = await currentUser(ctx, c);
  return c.json(await loadUserJson(ctx.pool, user.id));
}

export async function updateUser(ctx: StackContext, c: Context) {
  const { user, sessionId } = await currentUser(ctx, c);
  const body = await readJson(c);
  const password = str(body.password);
  const email = str(body.email);
  const data = obj(body.data);
  if (str(body.phone)) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  let passwordHash: string | undefined;
  if (password !== undefined) {
    checkPassword(password);
    if (user.encrypted_password && (await verifyPassword(password, user.encrypted_password))) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password);
  }
  let newEmail: string | undefined;
  if (email !== undefined && normaliseEmail(email) !== (user.email ?? '')) {
    checkEmail(email);
    newEmail = normaliseEmail(email);
    const other = await findUserByEmail(ctx.pool, newEmail);
    if (other && other.id !== user.id) throw emailExists();
  }
  await saveNewUser(ctx, 'Database error updating user', async (client) => {
    if (passwordHash) {
      // As GoTrue's UpdatePassword: links sent before no longer work, and every other session ends.
      await client.query(
        `update auth.users set encrypted_password = $2, updated_at = now(), recovery_token = '', recovery_sent_at = null,
           confirmation_token = '', confirmation_sent_at = null where id = $1`,
        [user.id, passwordHash],
      );
      if (sessionId) await client.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
      else await client.query('delete from auth.sessions where user_id = $1', [user.id]);
    }
    if (data) {
      await client.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
        user.id, mergeMetadata(user.raw_user_meta_data, data),
      ]);
    }
    // Confirmations are off locally (autoconfirm), so an e-mail change applies at once, as GoTrue does then.
    if (newEmail) {
      await client.query(
        `update auth.users set email = $2, email_confirmed_at = now(), updated_at = now(),
           raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || jsonb_build_object('email', $2::text)
         where id = $1`,
        [user.id, newEmail],
      );
      await client.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
           updated_at = now() where user_id = $1 and provider = 'email'`,
        [user.id, newEmail],
      );
    }
  });
  return c.json(await loadUserJson(ctx.pool, user.id));
}

export async function logout(ctx: StackContext, c: Context) {
  const { user, sessionId } = await currentUser(ctx, c);
  const scope = c.req.query('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) {
    throw validation("Unsupported logout scope. Must be one of 'global', 'local' or 'others'.");
  }
  await endSessions(ctx.pool, user.id, sessionId ?? '00000000-0000-0000-0000-000000000000', scope);
  return c.body(null, 204);
}
