// Supabase clients inside a function: one acting as the caller (RLS applies), one as the service role.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

const env = (name: string): string => {
  const v = Deno.env.get(name);
  if (!v) throw new Error(`${name} is not set`);
  return v;
};

const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** A client that forwards the caller's Authorization header, so the database sees the caller. */
export function callerClient(req: Request): SupabaseClient {
  const authorization = req.headers.get('Authorization') ?? `Bearer ${env('SUPABASE_ANON_KEY')}`;
  return createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    ...noSession,
    global: { headers: { Authorization: authorization } },
  });
}

export function adminClient(): SupabaseClient {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), noSession);
}

/** The signed-in caller's user id and e-mail, or null for the anon key or an invalid token. */
export async function callerUser(req: Request): Promise<{ id: string; email: string | null } | null> {
  const token = req.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
  if (!token || token === Deno.env.get('SUPABASE_ANON_KEY')) return null;
  const { data, error } = await adminClient().auth.getUser(token);
  if (error || !data.user) return null;
  return { id: data.user.id, email: data.user.email ?? null };
}
