import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { conversationKeys } from './keys.ts';

export interface ChatMessage {
  id: string;
  conversation_id: string;
  role: 'user' | 'assistant' | 'staff';
  author_name: string | null;
  content: string;
  type: string | null;
  created_at: string;
}

async function getMessages(conversationId: string, signal: AbortSignal): Promise<ChatMessage[]> {
  const supabase = await getSupabase();
  return unwrap(
    await supabase
      .from('chatbot_messages')
      .select('id, conversation_id, role, content, type, author_name, created_at')
      .eq('conversation_id', conversationId)
      .order('created_at', { ascending: true })
      .abortSignal(signal),
  ) as ChatMessage[];
}

const messagesQueryOptions = (conversationId: string) =>
  queryOptions({ queryKey: conversationKeys.messages(conversationId), queryFn: ({ signal }) => getMessages(conversationId, signal) });
export const useMessages = (conversationId: string) => useQuery(messagesQueryOptions(conversationId));
