// Live dashboard events: realtime postgres_changes on the watched tables become AdminEvents in the query
// cache (latest 10); counts are refreshed too. Components only read the cache through useAdminEvents.
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { withSupabase } from '@/integrations/supabase/client.ts';
import { eventFromChange, pushEvent, type AdminEvent, type TableChange } from '../admin-events.ts';
import { adminKeys } from './keys.ts';

const WATCHED: Array<{ table: string; event: 'INSERT' | 'UPDATE' | 'DELETE' | '*' }> = [
  { table: 'orders', event: 'INSERT' },
  { table: 'orders', event: 'UPDATE' },
  { table: 'profiles', event: 'INSERT' },
  { table: 'products', event: '*' },
  { table: 'newsletter_subscriptions', event: 'INSERT' },
  { table: 'bookings', event: 'INSERT' },
];

export type LiveStatus = 'connecting' | 'live' | 'offline';

/** Subscribes while mounted; returns the connection state for a status line. */
export function useAdminEventsSubscription(onStatus?: (s: LiveStatus) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    onStatus?.('connecting');
    return withSupabase((supabase) => {
      let channel = supabase.channel(`admin-dashboard-${Math.random().toString(36).slice(2)}`);
      for (const w of WATCHED) {
        channel = channel.on('postgres_changes' as never, { event: w.event, schema: 'public', table: w.table }, (payload: TableChange) => {
          const event = eventFromChange(payload);
          if (!event) return;
          queryClient.setQueryData<AdminEvent[]>(adminKeys.events(), (list = []) => pushEvent(list, event));
          void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
        });
      }
      channel.subscribe((status) => {
        onStatus?.(status === 'SUBSCRIBED' ? 'live' : status === 'CLOSED' || status === 'CHANNEL_ERROR' || status === 'TIMED_OUT' ? 'offline' : 'connecting');
      });
      return () => {
        void supabase.removeChannel(channel);
      };
    });
  }, [queryClient, onStatus]);
}

export function useAdminEvents() {
  return useQuery<AdminEvent[]>({ queryKey: adminKeys.events(), queryFn: () => [], staleTime: Infinity, gcTime: Infinity });
}
