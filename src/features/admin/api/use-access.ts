// Who may see a back-office screen: the signed-in user's session, then has_role for each allowed role.
import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '@supabase/supabase-js';
import { getSupabase, withSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { adminKeys } from './keys.ts';

export type StaffRole = 'admin' | 'staff';
export type Access = 'loading' | 'signed-out' | 'denied' | 'granted';

async function hasAnyRole(userId: string, roles: readonly StaffRole[], signal: AbortSignal): Promise<boolean> {
  const supabase = await getSupabase();
  for (const role of roles) {
    const ok = unwrap(await supabase.rpc('has_role', { _user_id: userId, _role: role }).abortSignal(signal));
    if (ok === true) return true;
  }
  return false;
}

const accessQueryOptions = (userId: string, roles: readonly StaffRole[]) =>
  queryOptions({
    queryKey: adminKeys.access(userId, roles),
    queryFn: ({ signal }) => hasAnyRole(userId, roles, signal),
    staleTime: 60_000,
  });

function useAuthSession(): Session | null | undefined {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  useEffect(() => {
    return withSupabase((supabase) => {
      let active = true;
      void supabase.auth.getSession().then(({ data }) => active && setSession(data.session));
      const { data } = supabase.auth.onAuthStateChange((_e, s) => active && setSession(s));
      return () => {
        active = false;
        data.subscription.unsubscribe();
      };
    });
  }, []);
  return session;
}

export function useAccess(roles: readonly StaffRole[]): Access {
  const session = useAuthSession();
  const userId = session?.user.id ?? '';
  const role = useQuery({ ...accessQueryOptions(userId, roles), enabled: userId !== '' });
  if (session === undefined) return 'loading';
  if (session === null) return 'signed-out';
  if (role.isPending) return 'loading';
  return role.data === true ? 'granted' : 'denied';
}
