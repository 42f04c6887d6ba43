// Sessions, rotating refresh tokens and access tokens with GoTrue's claims (protocol §2.3, §2.4).
import crypto from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { StackContext } from '../context.ts';
import { signJwt } from '../jwt.ts';
import { AuthError } from './errors.ts';
import { findUserById, identitiesOf, userJson, type UserRow } from './users.ts';

// GoTrue's refresh_token_reuse_interval: a revoked token stays usable this long if it is the active one's parent.
const REUSE_INTERVAL_MS = 10_000;

const newRefreshToken = () => crypto.randomBytes(9).toString('base64url');

const notFound = () =>
  new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
const alreadyUsed = () =>
  new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');

async function accessToken(
  ctx: StackContext,
  user: UserRow,
  sessionId: string,
  signedInAt: Date,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ctx.config.jwtExpiry;
  const token = await signJwt(
    {
      iss: `${ctx.apiUrl}/auth/v1`,
      sub: user.id,
      aud: user.aud ?? 'authenticated',
      exp,
      iat,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role || 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: Math.floor(signedInAt.getTime() / 1000) }],
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    ctx.config.jwtSecret,
  );
  return { token, expiresAt: exp };
}

async function sessionJson(
  ctx: StackContext,
  db: Pool | PoolClient,
  user: UserRow,
  sessionId: string,
  signedInAt: Date,
  refreshToken: string,
) {
  const { token, expiresAt } = await accessToken(ctx, user, sessionId, signedInAt);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, await identitiesOf(db, user.id)),
  };
}

/** Signs the user in: a new session, its first refresh token, last_sign_in_at. */
export async function createSession(ctx: StackContext, client: PoolClient, userId: string, userAgent?: string) {
  const sessionId = crypto.randomUUID();
  const refresh = newRefreshToken();
  await client.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, user_agent)
     values ($1, $2, now(), now(), 'aal1', now(), $3)`,
    [sessionId, userId, userAgent ?? null],
  );
  await client.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3)`,
    [refresh, userId, sessionId],
  );
  await client.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  await client.query(
    "update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'",
    [userId],
  );
  const user = await findUserById(client, userId);
  if (!user) throw new Error('user vanished during sign-in');
  return sessionJson(ctx, client, user, sessionId, new Date(), refresh);
}

interface TokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  session_id: string | null;
  session_created_at: Date | null;
  not_after: Date | null;
}

/**
 * grant_type=refresh_token: rotates the token. A revoked token is accepted only briefly and only as the
 * parent of the active one (a client that lost the answer); any other reuse revokes the whole family
 * and returns the error for the caller to throw after commit.
 */
export async function refreshSession(ctx: StackContext, client: PoolClient, token: string) {
  const { rows } = await client.query<TokenRow>(
    `select t.id, t.token, t.user_id, t.revoked, t.updated_at, t.session_id, s.created_at as session_created_at,
            s.not_after
       from auth.refresh_tokens t left join auth.sessions s on s.id = t.session_id
      where t.token = $1 for update of t`,
    [token],
  );
  const row = rows[0];
  if (!row || !row.session_id || !row.session_created_at) throw notFound();
  if (row.not_after && row.not_after.getTime() < Date.now()) throw new AuthError(400, 'session_expired', 'Session Expired');
  const user = await findUserById(client, row.user_id);
  if (!user) throw notFound();
  if (user.banned_until && user.banned_until.getTime() > Date.now()) throw new AuthError(400, 'user_banned', 'User is banned');

  let next: string;
  if (row.revoked) {
    const active = await client.query<{ token: string; parent: string | null }>(
      `select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false
        order by id desc limit 1`,
      [row.session_id],
    );
    const child = active.rows[0];
    const recent = Date.now() - row.updated_at.getTime() < REUSE_INTERVAL_MS;
    if (!child || child.parent !== row.token || !recent) {
      await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1', [
        row.session_id,
      ]);
      // Returned, not thrown: the revocation must commit.
      return { error: alreadyUsed() };
    }
    next = child.token;
  } else {
    next = newRefreshToken();
    await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
    await client.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
      [next, row.user_id, row.token, row.session_id],
    );
  }
  await client.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [row.session_id]);
  return { session: await sessionJson(ctx, client, user, row.session_id, row.session_created_at, next) };
}

export async function sessionExists(db: Pool | PoolClient, sessionId: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return (rowCount ?? 0) > 0;
}

/** POST /logout?scope=global|local|others. */
export async function endSessions(db: Pool, userId: string, sessionId: string, scope: string) {
  if (scope === 'local') await db.query('delete from auth.sessions where id = $1', [sessionId]);
  else if (scope === 'others')
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  else await db.query('delete from auth.sessions where user_id = $1', [userId]);
}
