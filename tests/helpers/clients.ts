// supabase-js clients for the integration tests, against the stack that tests/setup/global-stack.ts started.
import crypto from 'node:crypto';
import { createClient, type Session, type SupabaseClient, type User } from '@supabase/supabase-js';
import { inject } from 'vitest';
import ws from 'ws';

export const stackUrl = () => inject('SUPABASE_URL');
export const anonKey = () => inject('SUPABASE_ANON_KEY');
export const serviceKey = () => inject('SUPABASE_SERVICE_ROLE_KEY');
export const databaseUrl = () => inject('DATABASE_URL');
export const jwtSecret = () => inject('JWT_SECRET');

// Node 20 has no global WebSocket: realtime-js needs `ws` passed in.
const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: ws as never },
};

export const anonClient = (): SupabaseClient => createClient(stackUrl(), anonKey(), options);
export const serviceClient = (): SupabaseClient => createClient(stackUrl(), serviceKey(), options);

/** A client that sends this access token (e.g. a forged or expired one) as the user JWT. */
export const tokenClient = (accessToken: string): SupabaseClient =>
  createClient(stackUrl(), anonKey(), { ...options, global: { headers: { Authorization: `Bearer ${accessToken}` } } });

export const uniqueEmail = (tag = 'user') => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`;

export interface SignedIn {
  client: SupabaseClient;
  user: User;
  session: Session;
  email: string;
  password: string;
}

/** Signs up a brand-new user (autoconfirm: the session comes back at once). */
export async function newUserClient(data: Record<string, unknown> = {}, tag = 'user'): Promise<SignedIn> {
  const client = anonClient();
  const email = uniqueEmail(tag);
  const password = `pw-${crypto.randomUUID()}`;
  const { data: out, error } = await client.auth.signUp({ email, password, options: { data } });
  if (error || !out.session || !out.user) throw error ?? new Error('sign-up returned no session');
  return { client, user: out.user, session: out.session, email, password };
}
