// The admin API with the service_role key: create, list, get, update, delete users.
import { describe, expect, it } from 'vitest';
import { anonClient, serviceClient, uniqueEmail } from '../helpers/clients.ts';

describe('auth.admin', () => {
  it('creates a confirmed user who can sign in, and refuses a duplicate e-mail', async () => {
    const admin = serviceClient().auth.admin;
    const email = uniqueEmail('admin-made');
    const { data, error } = await admin.createUser({
      email, password: 'secret123', email_confirm: true, user_metadata: { first_name: 'Lia' }, app_metadata: { team: 'staff' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { first_name: 'Lia' } });
    expect(data.user?.app_metadata).toMatchObject({ team: 'staff', provider: 'email' });
    expect((await anonClient().auth.signInWithPassword({ email, password: 'secret123' })).error).toBeNull();
    const dup = await admin.createUser({ email, password: 'secret123' });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('leaves an unconfirmed user unable to sign in', async () => {
    const email = uniqueEmail('unconfirmed');
    await serviceClient().auth.admin.createUser({ email, password: 'secret123' });
    const { error } = await anonClient().auth.signInWithPassword({ email, password: 'secret123' });
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
  });

  it('lists, gets, updates and deletes', async () => {
    const admin = serviceClient().auth.admin;
    const email = uniqueEmail('crud');
    const created = (await admin.createUser({ email, password: 'secret123', email_confirm: true })).data.user!;
    const list = await admin.listUsers({ page: 1, perPage: 2 });
    expect(list.error).toBeNull();
    expect(list.data.users.length).toBeLessThanOrEqual(2);
    expect((list.data as unknown as { total: number }).total).toBeGreaterThanOrEqual(1);
    expect((await admin.getUserById(created.id)).data.user?.email).toBe(email);
    const upd = await admin.updateUserById(created.id, { user_metadata: { nick: 'z' }, ban_duration: '1h' });
    expect(upd.data.user?.user_metadata).toMatchObject({ nick: 'z' });
    const banned = await anonClient().auth.signInWithPassword({ email, password: 'secret123' });
    expect(banned.error?.code).toBe('user_banned');
    expect((await admin.deleteUser(created.id)).error).toBeNull();
    expect((await admin.getUserById(created.id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
  });
});
