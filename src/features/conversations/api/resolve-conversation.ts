import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { conversationKeys } from './keys.ts';

async function resolveConversation(conversationId: string): Promise<void> {
  const supabase = await getSupabase();
  unwrap(await supabase.rpc('resolve_conversation', { p_conversation_id: conversationId }));
}

export function useResolveConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveConversation,
    retry: false,
    meta: { errorMessage: 'conversations:resolveError' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
