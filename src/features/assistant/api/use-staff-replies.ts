// Staff replies reach the open chat live: the dashboard pings the conversation's broadcast topic (no content), and
// the chat then reads the conversation's staff messages through RLS (the x-chat-session header), since realtime's
// own RLS check sees no header. Components never see the channel.
import { useEffect, useRef } from 'react';
import { chatTopic } from '@/domain/chat-topic.ts';
import { getSupabase, withSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import type { ChatMessage } from '../types.ts';
import { type MessageRow, toChatMessage } from './get-conversation.ts';

async function staffMessages(conversationId: string): Promise<ChatMessage[]> {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase.from('chatbot_messages').select('*').eq('conversation_id', conversationId).eq('role', 'staff').order('created_at', { ascending: true }),
  ) as MessageRow[];
  return rows.map(toChatMessage);
}

export function useStaffReplies(conversationId: string | null, onMessages: (messages: ChatMessage[]) => void) {
  const latest = useRef(onMessages);
  useEffect(() => {
    latest.current = onMessages;
  }, [onMessages]);
  useEffect(() => {
    if (!conversationId) return;
    const read = () =>
      staffMessages(conversationId).then(
        (m) => latest.current(m),
        (e: unknown) => console.warn('chat: staff replies not read', e),
      );
    return withSupabase((supabase) => {
      const channel = supabase
        .channel(chatTopic(conversationId))
        .on('broadcast', { event: 'staff' }, () => void read())
        // A reply sent while the channel was joining is read once it is live.
        .subscribe((status) => status === 'SUBSCRIBED' && void read());
      return () => {
        void supabase.removeChannel(channel);
      };
    });
  }, [conversationId]);
}
