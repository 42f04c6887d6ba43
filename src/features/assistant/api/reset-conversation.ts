// Ends the conversation (resolved, with its end time) and starts a new session id.
import { getSupabase } from '@/integrations/supabase/client.ts';
import { startNewSession } from './session.ts';

export async function resetConversation(conversationId: string | null): Promise<string> {
  const supabase = await getSupabase();
  if (conversationId) {
    try {
      const { error } = await supabase
        .from('chatbot_conversations')
        .update({ status: 'resolved', ended_at: new Date().toISOString() })
        .eq('id', conversationId);
      if (error) throw error;
    } catch (e) {
      console.error('chat: conversation not closed', e);
    }
  }
  return startNewSession();
}
