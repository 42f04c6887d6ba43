// Tells the visitor's open chat that a staff message is waiting: a broadcast without content on the
// conversation's topic (the visitor then reads it through RLS). A lost ping only delays the reply until the
// visitor's next read; it never carries text, so a listener who guessed the topic learns nothing.
import { chatTopic } from '@/domain/chat-topic.ts';
import { getSupabase } from '@/integrations/supabase/client.ts';

export async function pingVisitor(conversationId: string): Promise<void> {
  const supabase = await getSupabase();
  const channel = supabase.channel(chatTopic(conversationId));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('realtime: not subscribed')), 5000);
      channel.subscribe((status) => {
        if (status === 'SUBSCRIBED') {
          clearTimeout(timer);
          resolve();
        } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
          clearTimeout(timer);
          reject(new Error(`realtime: ${status}`));
        }
      });
    });
    await channel.send({ type: 'broadcast', event: 'staff', payload: {} });
  } catch (e) {
    console.warn('conversations: visitor not pinged', e);
  } finally {
    void supabase.removeChannel(channel);
  }
}
