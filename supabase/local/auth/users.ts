// auth.users and auth.identities: reads, the real INSERT that fires app triggers, and GoTrue's user JSON.
import crypto from 'node:crypto';
import type { Pool, PoolClient } from 'pg';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

type Db = Pool | PoolClient;

const ts = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

// Deliberately loose, like GoTrue: one @, something before, a dotted domain after, no spaces.
export const isValidEmail = (email: string) => email.length <= 255 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    'select * from auth.users where lower(email) = $1 and is_sso_user = false and deleted_at is null limit 1',
    [normaliseEmail(email)],
  );
  return rows[0];
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('select * from auth.users where id = $1 and deleted_at is null', [id]);
  return rows[0];
}

export interface NewUser {
  id?: string;
  email: string;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  role?: string;
  emailConfirmed: boolean;
  bannedUntil?: Date | null;
}

/**
 * Creates the user and its email identity in the caller's transaction. A plain INSERT on auth.users, so the
 * app's `after insert` triggers (profiles, roles) run and can fail the whole sign-up.
 */
export async function insertUser(client: PoolClient, u: NewUser): Promise<string> {
  const id = u.id ?? crypto.randomUUID();
  const email = normaliseEmail(u.email);
  const identityData = { sub: id, email, email_verified: u.emailConfirmed, phone_verified: false };
  const userMetadata = { ...u.userMetadata, ...identityData };
  await client.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, recovery_token, email_change_token_new, email_change, raw_app_meta_data,
       raw_user_meta_data, is_super_admin, created_at, updated_at, banned_until, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4,
       case when $5 then now() end, '', '', '', '', $6, $7, false, now(), now(), $8, false)`,
    [id, u.role ?? 'authenticated', email, u.passwordHash, u.emailConfirmed, u.appMetadata, userMetadata,
      u.bannedUntil ?? null],
  );
  await client.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, $2, 'email', now(), now(), now())`,
    [id, identityData],
  );
  return id;
}

export async function identitiesOf(db: Db, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [userId],
  );
  return rows;
}

/** Merges metadata as GoTrue does: keys set to null are removed. */
export function mergeMetadata(
  base: Record<string, unknown> | null,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(base ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

/** GoTrue's user JSON (protocol §2.3): null timestamps are left out. */
export function userJson(u: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email ?? '',
    email_confirmed_at: ts(u.email_confirmed_at),
    phone: u.phone ?? '',
    phone_confirmed_at: ts(u.phone_confirmed_at),
    confirmation_sent_at: ts(u.confirmation_sent_at),
    confirmed_at: ts(u.confirmed_at),
    recovery_sent_at: ts(u.recovery_sent_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: ts(u.email_change_sent_at),
    last_sign_in_at: ts(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map((i) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data,
      provider: i.provider,
      last_sign_in_at: ts(i.last_sign_in_at),
      created_at: ts(i.created_at),
      updated_at: ts(i.updated_at),
      email: i.email ?? undefined,
    })),
    created_at: ts(u.created_at),
    updated_at: ts(u.updated_at),
    banned_until: ts(u.banned_until),
    is_anonymous: u.is_anonymous,
  };
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out;
}

export async function loadUserJson(db: Db, id: string): Promise<Record<string, unknown> | undefined> {
  const user = await findUserById(db, id);
  return user && userJson(user, await identitiesOf(db, id));
}
