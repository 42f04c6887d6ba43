import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { groupUnanswered, type UnansweredRow } from '../unanswered-groups.ts';
import { conversationKeys } from './keys.ts';

async function getUnanswered(signal: AbortSignal): Promise<UnansweredRow[]> {
  const supabase = await getSupabase();
  return unwrap(
    await supabase
      .from('chatbot_unanswered')
      .select('id, kind, question, wording, language, created_at')
      .is('resolved_entry_id', null)
      .order('created_at', { ascending: false })
      .limit(500)
      .abortSignal(signal),
  ) as UnansweredRow[];
}

const unansweredQueryOptions = () =>
  queryOptions({ queryKey: conversationKeys.unanswered(), queryFn: ({ signal }) => getUnanswered(signal), select: groupUnanswered });
export const useUnanswered = () => useQuery(unansweredQueryOptions());
