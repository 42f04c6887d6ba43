// The five actors of the RLS matrix (plus an anonymous visitor of another chat session) as supabase-js clients.
import crypto from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import ws from 'ws';

export type ActorName = 'anon' | 'intruder' | 'customer' | 'other' | 'staff' | 'admin';
export const ACTORS: readonly ActorName[] = ['anon', 'intruder', 'customer', 'other', 'staff', 'admin'];

export interface Actor {
  name: ActorName;
  client: SupabaseClient;
  /** auth.users id, null for anonymous visitors. */
  userId: string | null;
  /** The x-chat-session header this actor's browser sends. */
  chatSession: string;
}

/** The chat session that owns the chat fixtures; only the `anon` actor sends it. */
export const OWNER_SESSION = `owner-${crypto.randomUUID()}`;

export function makeClient(headers: Record<string, string> = {}): SupabaseClient {
  return createClient(inject('SUPABASE_URL'), inject('SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers },
    // Node 20 has no global WebSocket; realtime-js needs a transport even when unused.
    realtime: { transport: ws as never },
  });
}

async function signIn(client: SupabaseClient, email: string, password: string): Promise<string> {
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.user) throw error ?? new Error(`no user for ${email}`);
  return data.user.id;
}

async function signUp(client: SupabaseClient, tag: string): Promise<string> {
  const email = `${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const { data, error } = await client.auth.signUp({
    email,
    password: `pw-${crypto.randomUUID()}`,
    options: { data: { first_name: tag, last_name: 'Test', data_processing_consent: true } },
  });
  if (error || !data.user || !data.session) throw error ?? new Error('sign-up returned no session');
  return data.user.id;
}

async function makeActor(name: ActorName): Promise<Actor> {
  const chatSession = name === 'anon' ? OWNER_SESSION : `${name}-${crypto.randomUUID()}`;
  const client = makeClient({ 'x-chat-session': chatSession });
  let userId: string | null = null;
  if (name === 'customer' || name === 'other') userId = await signUp(client, name);
  if (name === 'staff') userId = await signIn(client, 'staff@tenuta.local', 'staff123!');
  if (name === 'admin') userId = await signIn(client, 'admin@tenuta.local', 'admin123!');
  return { name, client, userId, chatSession };
}

export async function makeActors(): Promise<Record<ActorName, Actor>> {
  const list = await Promise.all(ACTORS.map(makeActor));
  return Object.fromEntries(list.map((a) => [a.name, a])) as Record<ActorName, Actor>;
}
