// The five counters: total, active, resolved conversations, messages and leads (head-only counts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { ApiError } from '@/integrations/supabase/errors.ts';
import { conversationKeys } from './keys.ts';

export const STAT_KEYS = ['total', 'active', 'resolved', 'messages', 'leads'] as const;
export type ConversationStats = Record<(typeof STAT_KEYS)[number], number>;

async function count(query: PromiseLike<{ count: number | null; error: unknown; status: number }>): Promise<number> {
  const { count: n, error, status } = await query;
  if (error) throw ApiError.from(error, status);
  return n ?? 0;
}

async function getConversationStats(signal: AbortSignal): Promise<ConversationStats> {
  const supabase = await getSupabase();
  const head = { count: 'exact', head: true } as const;
  const conversations = () => supabase.from('chatbot_conversations').select('*', head).abortSignal(signal);
  const [total, active, resolved, messages, leads] = await Promise.all([
    count(conversations()),
    count(conversations().eq('status', 'active')),
    count(conversations().eq('status', 'resolved')),
    count(supabase.from('chatbot_messages').select('*', head).abortSignal(signal)),
    count(supabase.from('chatbot_lead_data').select('*', head).abortSignal(signal)),
  ]);
  return { total, active, resolved, messages, leads };
}

const conversationStatsQueryOptions = () =>
  queryOptions({ queryKey: conversationKeys.stats(), queryFn: ({ signal }) => getConversationStats(signal) });
export const useConversationStats = () => useQuery(conversationStatsQueryOptions());
