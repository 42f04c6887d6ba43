// Live refresh of the dashboard: any change of a conversation row, each inserted message (or lead) and each
// handover change invalidates the cached lists; components never see the channel.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { withSupabase } from '@/integrations/supabase/client.ts';
import { conversationKeys } from './keys.ts';

export type LiveState = 'connecting' | 'live' | 'offline';

export function useConversationsLive(): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    // The lists are fetched again after every event, but a fetch in flight is never cancelled for a newer one: on a
    // busy day (or a loaded machine) events can come faster than a fetch ends, and cancelling each time kept the
    // list from ever refreshing. An event during a fetch asks for one more fetch once it has ended.
    let fetching = false;
    let again = false;
    const refreshLists = async () => {
      if (fetching) {
        again = true;
        return;
      }
      fetching = true;
      try {
        do {
          // A fetch already in flight (the page's own) began before this event: wait for it, then fetch once more.
          const inFlight = queryClient.isFetching({ queryKey: conversationKeys.list() }) + queryClient.isFetching({ queryKey: conversationKeys.stats() });
          again = inFlight > 0;
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: conversationKeys.list() }, { cancelRefetch: false }),
            queryClient.invalidateQueries({ queryKey: conversationKeys.stats() }, { cancelRefetch: false }),
          ]);
        } while (again);
      } finally {
        fetching = false;
      }
    };
    const refresh = (conversationId?: unknown) => {
      void refreshLists();
      if (typeof conversationId === 'string') void queryClient.invalidateQueries({ queryKey: conversationKeys.messages(conversationId) });
    };
    return withSupabase((supabase) => {
      const channel = supabase
        .channel(`conversations-dashboard-${Math.random().toString(36).slice(2)}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'chatbot_conversations' }, () => refresh())
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'chatbot_messages' }, (p) => refresh((p.new as { conversation_id?: unknown }).conversation_id))
        .on('postgres_changes', { event: '*', schema: 'public', table: 'chatbot_handovers' }, (p) => {
          const id = (p.new as { conversation_id?: unknown }).conversation_id;
          if (typeof id === 'string') void queryClient.invalidateQueries({ queryKey: conversationKeys.handover(id) });
        })
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'chatbot_lead_data' }, () => {
          void queryClient.invalidateQueries({ queryKey: conversationKeys.leads() });
          void queryClient.invalidateQueries({ queryKey: conversationKeys.stats() });
        })
        .subscribe((status) => setState(status === 'SUBSCRIBED' ? 'live' : status === 'CLOSED' || status === 'CHANNEL_ERROR' || status === 'TIMED_OUT' ? 'offline' : 'connecting'));
      return () => {
        void supabase.removeChannel(channel);
      };
    });
  }, [queryClient]);
  return state;
}
