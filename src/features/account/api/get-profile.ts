import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { accountKeys } from './keys.ts';

export interface Profile {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  newsletter_consent: boolean;
  created_at: string;
}

async function getProfile(userId: string, signal: AbortSignal): Promise<Profile | null> {
  const supabase = await getSupabase();
  return unwrap(
    await supabase
      .from('profiles')
      .select('id, email, first_name, last_name, newsletter_consent, created_at')
      .eq('id', userId)
      .abortSignal(signal)
      .maybeSingle(),
  );
}

const profileQueryOptions = (userId: string) =>
  queryOptions({ queryKey: accountKeys.profile(userId), queryFn: ({ signal }) => getProfile(userId, signal) });

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}
