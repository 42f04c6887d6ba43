// Password recovery and e-mail confirmation as hosted GoTrue does them (implicit flow, the one our client uses):
// POST /recover sends a link; GET /verify follows it and redirects with the session in the fragment (or the error);
// POST /verify takes the token hash, or the e-mail and the 6-digit code. Links are single-use and expire after
// otp_expiry. Deliberate differences, so that nothing tells whether an address has an account: /recover answers
// {} alike for every address and never 429s for one user's frequency (a repeat within max_frequency just sends
// nothing), and its per-hour limit counts requests per client address, not e-mails sent.
import type { Context } from 'hono';
import type { PoolClient } from 'pg';
import type { StackContext } from '../context.ts';
import { sendAuthMail } from './auth-mail.ts';
import {
  errorRedirect, linkAlive, newEmailToken, redirectTarget, sessionRedirect, storedTokenHash, tokenHashOf,
} from './email-links.ts';
import { AuthError, validation } from './errors.ts';
import { countRequest, readJson, str, tx } from './http.ts';
import type { FailureLimiter } from './rate-limit.ts';
import { createSession } from './sessions.ts';
import { findUserByEmail, isValidEmail, normaliseEmail, type UserRow } from './users.ts';

const expiredLink = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
const expiredCode = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

/** True when a mail of this kind went to the user less than max_frequency ago. */
const tooSoon = (ctx: StackContext, sentAt: Date | null) =>
  !!sentAt && Date.now() < sentAt.getTime() + ctx.config.emailMaxFrequency * 1000;

/** Stores a new confirmation link for the user and queues its e-mail (sign-up with confirmations on). */
export async function sendConfirmation(ctx: StackContext, client: PoolClient, user: UserRow, redirectTo: string) {
  if (tooSoon(ctx, user.confirmation_sent_at) || !user.email) return;
  const token = newEmailToken(user.email);
  await client.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [
    user.id, token.stored,
  ]);
  return () =>
    sendAuthMail(ctx, {
      kind: 'confirmation', to: user.email!, type: 'signup', otp: token.otp, tokenHash: token.tokenHash, redirectTo,
      userMetadata: user.raw_user_meta_data ?? {},
    });
}

export async function recover(ctx: StackContext, c: Context, limiter: FailureLimiter) {
  countRequest(ctx, c, limiter);
  const body = await readJson(c);
  const email = str(body.email);
  if (!email) throw validation('Password recovery requires an email');
  if (!isValidEmail(email)) throw validation('Unable to validate email address: invalid format');
  if (str(body.code_challenge)) throw validation('PKCE is not supported by the local auth (the site uses the implicit flow)');
  const redirectTo = redirectTarget(ctx.config, c);
  const user = await findUserByEmail(ctx.pool, email);
  const banned = !!user?.banned_until && user.banned_until.getTime() > Date.now();
  const token = newEmailToken(normaliseEmail(email));
  const to = user?.email;
  if (user && to && !banned && !tooSoon(ctx, user.recovery_sent_at)) {
    // After the answer, with the e-mail: a committed write costs milliseconds, which would tell known addresses apart.
    setImmediate(() => {
      ctx.pool
        .query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [user.id, token.stored])
        .then(() =>
          sendAuthMail(ctx, {
            kind: 'recovery', to, type: 'recovery', otp: token.otp, tokenHash: token.tokenHash, redirectTo,
            userMetadata: user.raw_user_meta_data ?? {},
          }),
        )
        .catch((e: unknown) => ctx.log('auth: recovery link not stored', { error: String(e) }));
    });
  }
  return c.json({});
}

type LinkKind = 'recovery' | 'confirmation';

const KIND_OF_TYPE: Record<string, LinkKind> = { recovery: 'recovery', magiclink: 'recovery', signup: 'confirmation', invite: 'confirmation' };

/** The user whose stored link matches, checked for expiry and bans; `expired` is the error to throw otherwise. */
async function userByToken(ctx: StackContext, client: PoolClient, kind: LinkKind, stored: string, expired: () => AuthError) {
  const column = kind === 'recovery' ? 'recovery_token' : 'confirmation_token';
  const { rows } = await client.query<UserRow>(
    `select * from auth.users where ${column} = $1 and deleted_at is null limit 1 for update`,
    [stored],
  );
  const user = rows[0];
  if (!user) throw expired();
  if (user.banned_until && user.banned_until.getTime() > Date.now()) throw new AuthError(403, 'user_banned', 'User is banned');
  const sentAt = kind === 'recovery' ? user.recovery_sent_at : user.confirmation_sent_at;
  if (!linkAlive(sentAt, ctx.config.otpExpiry)) throw expired();
  return user;
}

/** Uses the link (once) and signs the user in: confirms the address on the way, as GoTrue does for both kinds. */
async function useLink(ctx: StackContext, client: PoolClient, kind: LinkKind, user: UserRow, userAgent?: string) {
  const column = kind === 'recovery' ? 'recovery_token' : 'confirmation_token';
  await client.query(`update auth.users set ${column} = '', updated_at = now() where id = $1`, [user.id]);
  if (!user.email_confirmed_at) {
    await client.query(
      `update auth.users set email_confirmed_at = now(),
         raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || '{"email_verified": true}' where id = $1`,
      [user.id],
    );
    await client.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
        where user_id = $1 and provider = 'email'`,
      [user.id],
    );
  }
  return createSession(ctx, client, user.id, userAgent);
}

function linkKind(type: string | undefined): LinkKind {
  const kind = type ? KIND_OF_TYPE[type] : undefined;
  if (!kind) throw validation('Unsupported verification type');
  return kind;
}

/** GET /verify?token&type&redirect_to: the e-mail link. Always ends in a 303 once the parameters are there. */
export async function verifyLink(ctx: StackContext, c: Context, limiter: FailureLimiter) {
  countRequest(ctx, c, limiter);
  const type = c.req.query('type');
  const token = c.req.query('token');
  if (!type) throw validation('Verify requires a verification type');
  if (!token) throw validation('Verify requires a token or a token hash');
  const redirectTo = redirectTarget(ctx.config, c);
  try {
    const kind = linkKind(type);
    const session = await tx(ctx.pool, async (client) => {
      const user = await userByToken(ctx, client, kind, storedTokenHash(token), expiredLink);
      return useLink(ctx, client, kind, user, c.req.header('user-agent'));
    });
    return c.redirect(sessionRedirect(redirectTo, session, type), 303);
  } catch (e) {
    if (!(e instanceof AuthError)) throw e;
    return c.redirect(errorRedirect(redirectTo, e.status, e.code, e.message), 303);
  }
}

/** POST /verify {type, token_hash} or {type, email, token}: the session as JSON. */
export async function verifyCode(ctx: StackContext, c: Context, limiter: FailureLimiter) {
  countRequest(ctx, c, limiter);
  const body = await readJson(c);
  const type = str(body.type);
  const token = str(body.token);
  const tokenHash = str(body.token_hash);
  const email = str(body.email);
  if (!type) throw validation('Verify requires a verification type');
  if (!token === !tokenHash) throw validation('Verify requires either a token or a token hash');
  if (tokenHash && (email || str(body.phone) || str(body.redirect_to))) {
    throw validation('Only the token_hash and type should be provided');
  }
  if (token && !email) throw validation('Only an email address or phone number should be provided on verify');
  if (email && !isValidEmail(email)) throw new AuthError(422, 'validation_failed', 'Invalid email format');
  const kind = linkKind(type);
  const session = await tx(ctx.pool, async (client) => {
    const user = tokenHash
      ? await userByToken(ctx, client, kind, storedTokenHash(tokenHash), expiredLink)
      : await userByToken(ctx, client, kind, storedTokenHash(tokenHashOf(normaliseEmail(email!), token!)), expiredCode);
    if (email && user.email !== normaliseEmail(email)) throw expiredCode();
    return useLink(ctx, client, kind, user, c.req.header('user-agent'));
  });
  return c.json(session);
}
