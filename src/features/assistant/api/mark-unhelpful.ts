// A visitor's thumbs-down on an assistant reply: the database queues it for staff (rate limited per session).
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';

async function markUnhelpful(messageId: string): Promise<void> {
  const supabase = await getSupabase();
  unwrap(await supabase.rpc('mark_reply_unhelpful', { p_message_id: messageId }));
}

export function useMarkUnhelpful() {
  return useMutation({ mutationFn: markUnhelpful, retry: false, meta: { errorMessage: 'assistant:panel.unhelpfulError' } });
}
