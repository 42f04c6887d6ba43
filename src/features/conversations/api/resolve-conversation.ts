import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { conversationKeys } from './keys.ts';

export async function resolveConversation(conversationId: string): Promise<void> {
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
