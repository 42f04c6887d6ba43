// Finds or creates the active conversation of this session and language and loads its messages in
// order; a new or empty conversation gets the greeting. Failures are logged: the chat still works.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { handoverHeld } from '@/domain/handover.ts';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import type { Language } from '@/lib/i18n.ts';
import { CHAT_REPLY_TYPES, type ChatMessage, type ChatReplyType } from '../types.ts';
import { chatKeys } from './keys.ts';
import { saveChatMessage } from './save-chat-message.ts';

export interface Conversation {
  id: string | null;
  messages: ChatMessage[];
  /** Staff hold it now: the chat polls for their replies from the start, not only after the visitor's next send. */
  held: boolean;
}

export interface MessageRow {
  id: string;
  role: 'user' | 'assistant' | 'staff';
  author_name?: string | null;
  content: string;
  type: string | null;
  data: unknown;
  follow_up: string | null;
  created_at: string;
}

export const toChatMessage = (r: MessageRow): ChatMessage => ({
  id: r.id,
  role: r.role,
  author: r.author_name ?? null,
  content: r.content,
  type: (CHAT_REPLY_TYPES.includes(r.type ?? '') ? r.type : 'text') as ChatReplyType,
  data: Array.isArray(r.data) ? r.data : [],
  follow_up: r.follow_up,
  created_at: r.created_at,
});

export const localMessage = (m: Partial<ChatMessage> & Pick<ChatMessage, 'role' | 'content'>): ChatMessage => ({
  id: crypto.randomUUID(),
  type: 'text',
  data: [],
  follow_up: null,
  created_at: new Date().toISOString(),
  ...m,
});

async function getConversation(sessionId: string, lang: Language, greeting: string, signal?: AbortSignal): Promise<Conversation> {
  const supabase = await getSupabase();
  const greet = localMessage({ role: 'assistant', content: greeting });
  try {
    const found = unwrap(
      await supabase
        .from('chatbot_conversations')
        .select('id')
        .eq('session_id', sessionId)
        .eq('status', 'active')
        .eq('language', lang)
        .limit(1)
        .abortSignal(signal!),
    ) as Array<{ id: string }>;
    let id = found[0]?.id;
    if (!id) {
      const created = unwrap<{ id: string } | null>(
        await supabase.from('chatbot_conversations').insert({ session_id: sessionId, language: lang, status: 'active' }).select('id').single(),
      );
      id = created.id;
    }
    const [messages, handover] = await Promise.all([
      supabase.from('chatbot_messages').select('*').eq('conversation_id', id).order('created_at', { ascending: true }).abortSignal(signal!),
      supabase.from('chatbot_handovers').select('held_since, last_staff_reply_at, released_at').eq('conversation_id', id).abortSignal(signal!).maybeSingle(),
    ]);
    const rows = unwrap(messages) as MessageRow[];
    if (rows.length === 0) {
      void saveChatMessage(id, greet);
      return { id, messages: [greet], held: false };
    }
    return { id, messages: rows.map(toChatMessage), held: handoverHeld(unwrap(handover), new Date()) };
  } catch (e) {
    if (signal?.aborted) throw e;
    console.error('chat: conversation could not be loaded', e);
    return { id: null, messages: [greet], held: false };
  }
}

const conversationQueryOptions = (sessionId: string, lang: Language, greeting: string) =>
  queryOptions({
    queryKey: chatKeys.conversation(sessionId, lang),
    queryFn: ({ signal }) => getConversation(sessionId, lang, greeting, signal),
    staleTime: Infinity,
  });

export const useConversation = (sessionId: string, lang: Language, greeting: string) =>
  useQuery(conversationQueryOptions(sessionId, lang, greeting));
