// Shared request plumbing for the auth handlers: JSON bodies, transactions, the caller's verified JWT.
import type { Context } from 'hono';
import { errors as joseErrors, jwtVerify } from 'jose';
import type { Pool, PoolClient } from 'pg';
import { clientAddress as addressOf } from '../client-address.ts';
import type { StackContext } from '../context.ts';
import type { Claims } from '../jwt.ts';
import { AuthError, badJwt, noAuthorization, rateLimited } from './errors.ts';
import type { FailureLimiter } from './rate-limit.ts';

export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    const v = JSON.parse(text) as unknown;
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
export const obj = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

export async function tx<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const out = await fn(client);
    await client.query('commit');
    return out;
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

export const clientAddress = (ctx: StackContext, c: Context): string => addressOf(c, ctx.config.trustedIpHeader);

/** Counts the request against the caller's address, as hosted auth's per-address limiters count requests: 429 over it. */
export function countRequest(ctx: StackContext, c: Context, limiter: FailureLimiter): void {
  const key = clientAddress(ctx, c);
  if (limiter.blocked(key)) throw rateLimited();
  limiter.fail(key);
}

/** The Bearer JWT, verified as GoTrue does (HS256 only: alg none and others are refused). */
export async function bearerClaims(ctx: StackContext, c: Context): Promise<Claims> {
  const auth = c.req.header('authorization') ?? '';
  const m = /^bearer\s+(\S+)$/i.exec(auth.trim());
  if (!m) throw noAuthorization();
  try {
    const { payload } = await jwtVerify(m[1], new TextEncoder().encode(ctx.config.jwtSecret), {
      algorithms: ['HS256'],
    });
    return payload as Claims;
  } catch (e) {
    if (e instanceof joseErrors.JWTExpired) throw badJwt('token has invalid claims: token is expired');
    throw badJwt('signature is invalid');
  }
}

export const isAdminRole = (role: unknown) => role === 'service_role' || role === 'supabase_admin';
