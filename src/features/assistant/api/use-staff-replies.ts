// Staff replies reach the open chat live: the dashboard pings the conversation's broadcast topic (no content), and
// the chat then reads the conversation's staff messages through RLS (the x-chat-session header), since realtime's
// own RLS check sees no header. A ping can be lost (a dropped socket, a proxy), so while staff hold the conversation
// the chat also reads every few seconds; each read says whether they still hold it, which stops the polling once
// they hand it back. Components never see the channel.
import { useEffect, useRef } from 'react';
import { chatTopic } from '@/domain/chat-topic.ts';
import { handoverHeld } from '@/domain/handover.ts';
import { getSupabase, withSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import type { ChatMessage } from '../types.ts';
import { type MessageRow, toChatMessage } from './get-conversation.ts';

const STAFF_POLL_MS = 3_000;

export interface StaffRead {
  messages: ChatMessage[];
  /** Staff hold the conversation now (chatbot_handovers, readable by the session). */
  held: boolean;
}

async function readStaff(conversationId: string): Promise<StaffRead> {
  const supabase = await getSupabase();
  const [messages, handover] = await Promise.all([
    supabase.from('chatbot_messages').select('*').eq('conversation_id', conversationId).eq('role', 'staff').order('created_at', { ascending: true }),
    supabase.from('chatbot_handovers').select('held_since, last_staff_reply_at, released_at').eq('conversation_id', conversationId).maybeSingle(),
  ]);
  const rows = unwrap(messages) as MessageRow[];
  return { messages: rows.map(toChatMessage), held: handoverHeld(unwrap(handover), new Date()) };
}

function deliver(conversationId: string, to: { current: (read: StaffRead) => void }) {
  void readStaff(conversationId).then(
    (r) => to.current(r),
    (e: unknown) => console.warn('chat: staff replies not read', e),
  );
}

/** Reads on every ping, once when the channel is live, and every STAFF_POLL_MS while `held`. */
export function useStaffReplies(conversationId: string | null, held: boolean, onRead: (read: StaffRead) => void) {
  const latest = useRef(onRead);
  useEffect(() => {
    latest.current = onRead;
  }, [onRead]);

  useEffect(() => {
    if (!conversationId) return;
    const read = () => deliver(conversationId, latest);
    return withSupabase((supabase) => {
      const channel = supabase
        .channel(chatTopic(conversationId))
        .on('broadcast', { event: 'staff' }, read)
        // A reply sent while the channel was joining is read once it is live.
        .subscribe((status) => status === 'SUBSCRIBED' && read());
      return () => {
        void supabase.removeChannel(channel);
      };
    });
  }, [conversationId]);

  useEffect(() => {
    if (!conversationId || !held) return;
    const timer = setInterval(() => deliver(conversationId, latest), STAFF_POLL_MS);
    return () => clearInterval(timer);
  }, [conversationId, held]);
}
