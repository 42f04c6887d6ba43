import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { conversationKeys } from './keys.ts';

const MAX_CONVERSATIONS = 50;

export interface Conversation {
  id: string;
  session_id: string;
  language: string;
  status: string;
  started_at: string;
  last_message_at: string | null;
  ended_at: string | null;
}

async function getConversations(signal: AbortSignal): Promise<Conversation[]> {
  const supabase = await getSupabase();
  return unwrap(
    await supabase
      .from('chatbot_conversations')
      .select('id, session_id, language, status, started_at, last_message_at, ended_at')
      .order('last_message_at', { ascending: false, nullsFirst: false })
      .limit(MAX_CONVERSATIONS)
      .abortSignal(signal),
  );
}

const conversationsQueryOptions = () => queryOptions({ queryKey: conversationKeys.list(), queryFn: ({ signal }) => getConversations(signal) });
export const useConversations = () => useQuery(conversationsQueryOptions());
