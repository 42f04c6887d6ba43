// The visitor's chat session id: kept in localStorage (`chat_session_id`) and sent by the client
// module as `x-chat-session`, which the chat tables' policies compare.
import { CHAT_SESSION_STORAGE_KEY, setChatSessionId } from '@/integrations/supabase/client.ts';

export function currentSessionId(): string {
  let id: string | null = null;
  try {
    id = localStorage.getItem(CHAT_SESSION_STORAGE_KEY);
  } catch {
    // Storage blocked: a fresh id for this page view.
  }
  if (!id) id = startNewSession();
  return id;
}

export function startNewSession(): string {
  const id = `chat-${crypto.randomUUID()}`;
  setChatSessionId(id);
  return id;
}
