// As hosted auth's leaked-password protection does, sign-up, password change and admin update refuse the most
// common passwords (a bundled list) with GoTrue's 422 weak_password, reason "pwned"; the 6-character minimum stays.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { anonClient, newUserClient, serviceClient, uniqueEmail } from '../helpers/clients.ts';

const PWNED = { status: 422, code: 'weak_password', message: 'Password is known to be weak and easy to guess, please choose a different one.' };

describe('common passwords', () => {
  it('are refused at sign-up with weak_password, reason pwned, whatever their case', async () => {
    for (const password of ['password1', 'Qwerty123', 'iloveyou']) {
      const { data, error } = await anonClient().auth.signUp({ email: uniqueEmail('common'), password });
      expect(error, password).toMatchObject(PWNED);
      expect((error as unknown as { reasons: string[] }).reasons).toEqual(['pwned']);
      expect(data.user).toBeNull();
    }
  });

  it('are refused as a new password, by the user and by an admin update', async () => {
    const me = await newUserClient();
    expect((await me.client.auth.updateUser({ password: 'football1' })).error).toMatchObject(PWNED);
    const admin = serviceClient().auth.admin;
    expect((await admin.updateUserById(me.user.id, { password: 'sunshine' })).error).toMatchObject({ status: 422, code: 'weak_password' });
  });

  it('still accepts an uncommon password of 6 characters or more', async () => {
    const { error } = await anonClient().auth.signUp({ email: uniqueEmail('fine'), password: `pecorino-${crypto.randomUUID().slice(0, 4)}` });
    expect(error).toBeNull();
    const short = await anonClient().auth.signUp({ email: uniqueEmail('short'), password: 'k9#x' });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' });
  });
});
