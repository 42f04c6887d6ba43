// Saves one message and moves the conversation's last_message_at. Failures are only logged.
import { getSupabase } from '@/integrations/supabase/client.ts';
import type { Json } from '@/integrations/supabase/types.ts';
import type { ChatMessage } from '../types.ts';

export async function saveChatMessage(conversationId: string | null, m: ChatMessage): Promise<void> {
  const supabase = await getSupabase();
  if (!conversationId) return;
  try {
    // The client's id is kept, so a thumbs-down can name the saved reply (mark_reply_unhelpful).
    const { error } = await supabase.from('chatbot_messages').insert({
      id: m.id,
      conversation_id: conversationId,
      role: m.role,
      content: m.content,
      type: m.type,
      data: m.data.length ? (JSON.parse(JSON.stringify(m.data)) as Json) : null,
      follow_up: m.follow_up,
    });
    if (error) throw error;
    const { error: updateError } = await supabase
      .from('chatbot_conversations')
      .update({ last_message_at: new Date().toISOString() })
      .eq('id', conversationId);
    if (updateError) throw updateError;
  } catch (e) {
    console.error('chat: message not saved', e);
  }
}
