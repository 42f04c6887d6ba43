// While the dashboard is open, staff count as online (staff_presence.last_seen, online = seen within 2 minutes):
// a visitor asking for a person is told so. One beat at once and every 30 s.
import { useEffect } from 'react';
import { getSupabase } from '@/integrations/supabase/client.ts';

const BEAT_MS = 30_000;

async function beat() {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('staff_heartbeat');
  if (error) console.warn('conversations: heartbeat failed', error.message);
}

export function useStaffHeartbeat() {
  useEffect(() => {
    void beat();
    const timer = setInterval(() => void beat(), BEAT_MS);
    return () => clearInterval(timer);
  }, []);
}
