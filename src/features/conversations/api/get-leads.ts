import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { conversationKeys } from './keys.ts';

export interface Lead {
  id: string;
  conversation_id: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  interest: string | null;
  created_at: string;
}

async function getLeads(signal: AbortSignal): Promise<Lead[]> {
  const supabase = await getSupabase();
  return unwrap(
    await supabase
      .from('chatbot_lead_data')
      .select('id, conversation_id, name, email, phone, interest, created_at')
      .order('created_at', { ascending: false })
      .limit(50)
      .abortSignal(signal),
  );
}

const leadsQueryOptions = () => queryOptions({ queryKey: conversationKeys.leads(), queryFn: ({ signal }) => getLeads(signal) });
export const useLeads = () => useQuery(leadsQueryOptions());
