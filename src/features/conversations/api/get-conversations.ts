import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { conversationKeys } from './keys.ts';

const MAX_CONVERSATIONS = 50;

/** A conversation as the list shows it: who (the lead's name or e-mail, if one was left), what (the visitor's
 * first message) and in which language. */
export interface Conversation {
  id: string;
  session_id: string;
  language: string;
  status: string;
  started_at: string;
  last_message_at: string | null;
  ended_at: string | null;
  lead: { name: string | null; email: string | null } | null;
  firstMessage: string | null;
}

async function getConversations(signal: AbortSignal): Promise<Conversation[]> {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase
      .from('chatbot_conversations')
      .select('id, session_id, language, status, started_at, last_message_at, ended_at, leads:chatbot_lead_data(name, email), first:chatbot_messages(content)')
      .eq('first.role', 'user')
      .order('created_at', { referencedTable: 'first', ascending: true })
      .limit(1, { referencedTable: 'first' })
      .order('created_at', { referencedTable: 'leads', ascending: false })
      .limit(1, { referencedTable: 'leads' })
      .order('last_message_at', { ascending: false, nullsFirst: false })
      .limit(MAX_CONVERSATIONS)
      .abortSignal(signal),
  );
  return rows.map(({ leads, first, ...c }) => ({ ...c, lead: leads[0] ?? null, firstMessage: first[0]?.content ?? null }));
}

const conversationsQueryOptions = () => queryOptions({ queryKey: conversationKeys.list(), queryFn: ({ signal }) => getConversations(signal) });
export const useConversations = () => useQuery(conversationsQueryOptions());
