// /admin/users with a service_role (or supabase_admin) JWT: create, list, get, update, delete.
import type { Context } from 'hono';
import type { StackContext } from '../context.ts';
import { AuthError, emailExists, userNotFound, validation } from './errors.ts';
import { checkEmail, checkPassword, checkPasswordLength, saveNewUser } from './handlers.ts';
import { bearerClaims, isAdminRole, obj, readJson, str } from './http.ts';
import { hashPassword } from './password.ts';
import { findUserByEmail, findUserById, insertUser, loadUserJson, mergeMetadata, normaliseEmail } from './users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function requireAdmin(ctx: StackContext, c: Context) {
  const claims = await bearerClaims(ctx, c);
  if (!isAdminRole(claims.role)) throw new AuthError(403, 'not_admin', 'User not allowed');
}

/** GoTrue's ban_duration: 'none' lifts a ban, otherwise a Go duration such as '24h' or '30m'. */
function banUntil(v: unknown): Date | null | undefined {
  if (v === undefined) return undefined;
  if (v === 'none') return null;
  const m = typeof v === 'string' ? /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(v) : null;
  if (!m) throw validation('invalid format for ban duration');
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2] as 'ms' | 's' | 'm' | 'h'];
  return new Date(Date.now() + Number(m[1]) * unit);
}

function userId(c: Context): string {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new AuthError(404, 'user_not_found', 'User not found');
  return id;
}

export async function createUser(ctx: StackContext, c: Context) {
  const body = await readJson(c);
  const email = str(body.email);
  if (!email) throw validation('Unable to validate email address: invalid format');
  checkEmail(email);
  const password = str(body.password);
  // GoTrue's admin create checks no strength at all; the length rule stays as before.
  if (password !== undefined) checkPasswordLength(password);
  if (await findUserByEmail(ctx.pool, email)) throw emailExists();
  const passwordHash = password !== undefined ? await hashPassword(password) : (str(body.password_hash) ?? null);
  const id = str(body.id);
  if (id !== undefined && !UUID.test(id)) throw validation('id must be a UUID');
  const appMetadata = { ...(obj(body.app_metadata) ?? {}), provider: 'email', providers: ['email'] };
  const newId = await saveNewUser(ctx, 'Database error creating new user', (client) =>
    insertUser(client, {
      id,
      email,
      passwordHash,
      userMetadata: obj(body.user_metadata) ?? {},
      appMetadata,
      role: str(body.role),
      emailConfirmed: body.email_confirm === true,
      bannedUntil: banUntil(body.ban_duration) ?? null,
    }),
  );
  return c.json(await loadUserJson(ctx.pool, newId));
}

export async function listUsers(ctx: StackContext, c: Context) {
  const page = Math.max(1, Number(c.req.query('page')) || 1);
  const perPage = Math.min(1000, Math.max(1, Number(c.req.query('per_page')) || 50));
  const total = Number((await ctx.pool.query<{ count: string }>('select count(*) from auth.users where deleted_at is null')).rows[0].count);
  const { rows } = await ctx.pool.query<{ id: string }>(
    'select id from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2',
    [perPage, (page - 1) * perPage],
  );
  const users = [];
  for (const r of rows) users.push(await loadUserJson(ctx.pool, r.id));
  const last = Math.max(1, Math.ceil(total / perPage));
  const base = `${ctx.apiUrl}/auth/v1/admin/users`;
  const links = [];
  if (page < last) links.push(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`<${base}?page=${last}&per_page=${perPage}>; rel="last"`);
  c.header('X-Total-Count', String(total));
  c.header('Link', links.join(', '));
  return c.json({ users, aud: 'authenticated' });
}

export async function getUserById(ctx: StackContext, c: Context) {
  const user = await loadUserJson(ctx.pool, userId(c));
  if (!user) throw userNotFound();
  return c.json(user);
}

export async function updateUserById(ctx: StackContext, c: Context) {
  const id = userId(c);
  const user = await findUserById(ctx.pool, id);
  if (!user) throw userNotFound();
  const body = await readJson(c);
  const sets: string[] = [];
  const values: unknown[] = [id];
  const set = (sql: string, v: unknown) => {
    values.push(v);
    sets.push(sql.replace('?', `$${values.length}`));
  };
  const email = str(body.email);
  if (email !== undefined && normaliseEmail(email) !== user.email) {
    checkEmail(email);
    const other = await findUserByEmail(ctx.pool, email);
    if (other && other.id !== id) throw emailExists();
    set('email = ?', normaliseEmail(email));
  }
  const password = str(body.password);
  if (password !== undefined) {
    checkPassword(password);
    set('encrypted_password = ?', await hashPassword(password));
  }
  const userMeta = obj(body.user_metadata);
  if (userMeta) set('raw_user_meta_data = ?', mergeMetadata(user.raw_user_meta_data, userMeta));
  const appMeta = obj(body.app_metadata);
  if (appMeta) set('raw_app_meta_data = ?', mergeMetadata(user.raw_app_meta_data, appMeta));
  if (body.email_confirm === true && !user.email_confirmed_at) sets.push('email_confirmed_at = now()');
  const role = str(body.role);
  if (role) set('role = ?', role);
  const ban = banUntil(body.ban_duration);
  if (ban !== undefined) set('banned_until = ?', ban);
  if (sets.length) {
    await saveNewUser(ctx, 'Database error updating user', async (client) => {
      await client.query(`update auth.users set ${sets.join(', ')}, updated_at = now() where id = $1`, values);
      if (email !== undefined) {
        await client.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
            where user_id = $1 and provider = 'email'`,
          [id, normaliseEmail(email)],
        );
      }
      // A ban ends the user's sessions, as in GoTrue.
      if (ban) await client.query('delete from auth.sessions where user_id = $1', [id]);
    });
  }
  return c.json(await loadUserJson(ctx.pool, id));
}

export async function deleteUser(ctx: StackContext, c: Context) {
  const id = userId(c);
  if (!(await findUserById(ctx.pool, id))) throw userNotFound();
  const body = await readJson(c);
  if (body.should_soft_delete === true) {
    await ctx.pool.query('delete from auth.sessions where user_id = $1', [id]);
    await ctx.pool.query(
      `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = null,
         raw_user_meta_data = '{}', updated_at = now() where id = $1`,
      [id],
    );
  } else {
    await ctx.pool.query('delete from auth.users where id = $1', [id]);
  }
  return c.json({});
}
