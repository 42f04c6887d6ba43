// Staff take a conversation, reply as themselves and hand it back (security definer functions that check the
// role). After each, the visitor's chat is pinged on its broadcast topic (no content: the visitor reads the
// messages through RLS), so the reply shows within a second.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { conversationKeys } from './keys.ts';
import { pingVisitor } from './ping-visitor.ts';

export const staffReplySchema = z.object({
  content: z.string().trim().min(1, 'conversations:reply.required').max(2000, 'conversations:reply.tooLong'),
});

async function take(conversationId: string) {
  const supabase = await getSupabase();
  unwrap(await supabase.rpc('take_conversation', { p_conversation_id: conversationId }));
}

async function release(conversationId: string) {
  const supabase = await getSupabase();
  unwrap(await supabase.rpc('release_conversation', { p_conversation_id: conversationId }));
}

async function reply({ conversationId, content }: { conversationId: string; content: string }) {
  const supabase = await getSupabase();
  unwrap(await supabase.rpc('staff_reply', { p_conversation_id: conversationId, p_content: content }));
  await pingVisitor(conversationId);
}

function useHandoverMutation<V>(fn: (v: V) => Promise<void>, idOf: (v: V) => string, meta: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    retry: false,
    meta: { errorMessage: 'conversations:handover.error', ...meta },
    onSettled: (_d, _e, v) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKeys.handover(idOf(v)) }),
        queryClient.invalidateQueries({ queryKey: conversationKeys.messages(idOf(v)) }),
      ]),
  });
}

export const useTakeConversation = () => useHandoverMutation(take, (id: string) => id);
export const useReleaseConversation = () => useHandoverMutation(release, (id: string) => id);
// The reply form says its own refusals (a rate limit with the wait, in the staff's language) beside the text.
export const useStaffReply = () => useHandoverMutation(reply, (v: { conversationId: string }) => v.conversationId, { silent: true });
