// The one Supabase client of the browser app. Only `features/*/api/` may use it; the router may only call
// preloadSupabase() (preload.ts), to fetch the library alongside a page's chunk.
// supabase-js (auth, realtime, storage: ~55 kB gzip) loads on the first call of getSupabase(), not with the
// first render of a page, so every API function awaits it.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './types.ts';

// Deterministic key of the local stack (signed with its local-only secret, see supabase/local/jwt.ts).
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjIyMDg5ODg4MDB9.8G_FV292ehV7_q9rThXP5mDj5kNf_1Lt9YtSMwhJhv4';

export const SUPABASE_URL: string = import.meta.env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321';
const SUPABASE_ANON_KEY: string = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;

export const CHAT_SESSION_STORAGE_KEY = 'chat_session_id';
// supabase-js's own default, spelled out so the session can be forgotten without asking the server (below).
const AUTH_STORAGE_KEY = `sb-${new URL(SUPABASE_URL).hostname.split('.')[0]}-auth-token`;

export type AppSupabaseClient = SupabaseClient<Database>;

function readChatSessionId(): string | null {
  try {
    return localStorage.getItem(CHAT_SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Stores the chat session id; every later request carries it as `x-chat-session` (the chat RLS policies read it). */
export function setChatSessionId(id: string | null): void {
  try {
    if (id) localStorage.setItem(CHAT_SESSION_STORAGE_KEY, id);
    else localStorage.removeItem(CHAT_SESSION_STORAGE_KEY);
  } catch {
    // Private mode without storage: the chat works for this page view only.
  }
}

// The header is added per request rather than once at creation, so a session started later is sent too.
const fetchWithChatSession: typeof fetch = (input, init) => {
  const sessionId = readChatSessionId();
  if (!sessionId) return fetch(input, init);
  const headers = new Headers(init?.headers);
  headers.set('x-chat-session', sessionId);
  return fetch(input, { ...init, headers });
};

let client: Promise<AppSupabaseClient> | undefined;

/** The client, created once on first use. */
export function getSupabase(): Promise<AppSupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient<Database>(SUPABASE_URL, SUPABASE_ANON_KEY, {
      global: { fetch: fetchWithChatSession },
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, storageKey: AUTH_STORAGE_KEY },
    }),
  );
  return client;
}

/** Runs `listen` with the client once it has loaded; the returned function stops it, before or after that. */
export function withSupabase(listen: (supabase: AppSupabaseClient) => () => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void getSupabase().then((supabase) => {
    if (!stopped) stop = listen(supabase);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * Ends the session in this browser only, without a request: for a user who no longer exists (auth answers 403 to
 * /logout then, as hosted does). With the stored session gone, signOut finds none to revoke and just emits SIGNED_OUT.
 */
export async function forgetSession(): Promise<void> {
  const supabase = await getSupabase();
  try {
    localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // No storage: the session lived in memory only and signOut drops it.
  }
  await supabase.auth.signOut({ scope: 'local' });
}
