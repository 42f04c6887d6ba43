// Holes of the schema an attack sweep found: has_role told anyone who the administrators are, and a visitor could
// choose a newsletter subscription's confirm_token and confirm a stranger without any e-mail.
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, newUserClient, serviceClient, type SignedIn } from '../helpers/clients.ts';

let adminId: string;
let admin: SupabaseClient;
let customer: SignedIn;

beforeAll(async () => {
  admin = anonClient();
  const { data, error } = await admin.auth.signInWithPassword({ email: 'admin@tenuta.local', password: 'admin123!' });
  if (error || !data.user) throw error ?? new Error('no admin');
  adminId = data.user.id;
  customer = await newUserClient();
});

describe('has_role', () => {
  it("does not tell an anonymous visitor or a customer that another account is an admin", async () => {
    const anon = await anonClient().rpc('has_role', { _user_id: adminId, _role: 'admin' });
    expect(anon.error).toBeNull();
    expect(anon.data).toBe(false);
    const other = await customer.client.rpc('has_role', { _user_id: adminId, _role: 'admin' });
    expect(other.error).toBeNull();
    expect(other.data).toBe(false);
  });

  it('still answers for the caller, for an admin and for the service role', async () => {
    expect((await admin.rpc('has_role', { _user_id: adminId, _role: 'admin' })).data).toBe(true);
    expect((await customer.client.rpc('has_role', { _user_id: customer.user.id, _role: 'admin' })).data).toBe(false);
    expect((await serviceClient().rpc('has_role', { _user_id: adminId, _role: 'admin' })).data).toBe(true);
    // Policies built on it still let the admin see every profile.
    const { data } = await admin.from('profiles').select('id').eq('id', customer.user.id);
    expect(data).toEqual([{ id: customer.user.id }]);
  });
});

describe('newsletter confirm_token', () => {
  it('is drawn by the server: a token chosen by the inserting visitor confirms nothing', async () => {
    const email = `stranger-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const chosen = crypto.randomUUID();
    const { error } = await anonClient().from('newsletter_subscriptions').insert({
      email, first_name: 'Mario', last_name: 'Rossi', privacy_accepted: true, marketing_consent: true,
      profiling_consent: true, confirm_token: chosen,
    });
    expect(error).toBeNull();
    const confirm = await anonClient().rpc('confirm_newsletter', { p_token: chosen });
    expect(confirm.error).toBeNull();
    expect(confirm.data).toBe(false);
    const { data: row } = await serviceClient().from('newsletter_subscriptions').select('status, confirm_token').eq('email', email).single();
    expect(row?.status).toBe('pending');
    expect(row?.confirm_token).not.toBe(chosen);
    // The real token, sent only by e-mail, still confirms.
    expect((await anonClient().rpc('confirm_newsletter', { p_token: row!.confirm_token })).data).toBe(true);
  });

  it('cannot be changed afterwards, even by an admin', async () => {
    const email = `later-${crypto.randomUUID().slice(0, 8)}@example.test`;
    await anonClient().from('newsletter_subscriptions').insert({
      email, first_name: 'Anna', last_name: 'Bianchi', privacy_accepted: true, marketing_consent: true,
    });
    const { data: before } = await serviceClient().from('newsletter_subscriptions').select('confirm_token').eq('email', email).single();
    const chosen = crypto.randomUUID();
    await admin.from('newsletter_subscriptions').update({ confirm_token: chosen }).eq('email', email);
    const { data: after } = await serviceClient().from('newsletter_subscriptions').select('confirm_token').eq('email', email).single();
    expect(after?.confirm_token).toBe(before?.confirm_token);
  });
});
