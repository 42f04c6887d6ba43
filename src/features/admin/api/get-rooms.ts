import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPABASE_URL, getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { adminKeys } from './keys.ts';

export interface AdminRoom {
  id: string;
  slug: string;
  name: string;
}

async function getRooms(signal: AbortSignal): Promise<AdminRoom[]> {
  const supabase = await getSupabase();
  return unwrap(await supabase.from('rooms').select('id, slug, name').order('sort_order').abortSignal(signal));
}

const roomsQueryOptions = () => queryOptions({ queryKey: adminKeys.rooms(), queryFn: ({ signal }) => getRooms(signal) });
export const useAdminRooms = () => useQuery(roomsQueryOptions());

/** The public iCal feed of a room (room-calendar function). */
export const roomCalendarUrl = (slug: string) => `${SUPABASE_URL}/functions/v1/room-calendar?room=${encodeURIComponent(slug)}`;
