// Who holds a conversation, if anyone, and whether the visitor asked for a person (chatbot_handovers, RLS: staff).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { conversationKeys } from './keys.ts';

export interface Handover {
  held_by: string | null;
  held_by_name: string | null;
  held_since: string | null;
  last_staff_reply_at: string | null;
  released_at: string | null;
  requested_at: string | null;
}

async function getHandover(conversationId: string, signal: AbortSignal): Promise<Handover | null> {
  const supabase = await getSupabase();
  return unwrap(
    await supabase
      .from('chatbot_handovers')
      .select('held_by, held_by_name, held_since, last_staff_reply_at, released_at, requested_at')
      .eq('conversation_id', conversationId)
      .abortSignal(signal)
      .maybeSingle(),
  );
}

export const useHandover = (conversationId: string) =>
  useQuery(queryOptions({ queryKey: conversationKeys.handover(conversationId), queryFn: ({ signal }) => getHandover(conversationId, signal) }));
