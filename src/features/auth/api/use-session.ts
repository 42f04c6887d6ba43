// The signed-in session, kept in sync with supabase-js. The shop engineer may extend this (profile, roles).
import { useEffect, useState } from 'react';
import type { Session, User } from '@supabase/supabase-js';
import { withSupabase } from '@/integrations/supabase/client.ts';

export type SessionState =
  | { status: 'loading'; session: null; user: null }
  | { status: 'signed-out'; session: null; user: null }
  | { status: 'signed-in'; session: Session; user: User };

const toState = (session: Session | null): SessionState =>
  session ? { status: 'signed-in', session, user: session.user } : { status: 'signed-out', session: null, user: null };

export function useSession(): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading', session: null, user: null });
  useEffect(() => {
    // The client loads after the first render; until then the state stays 'loading'.
    return withSupabase((supabase) => {
      let active = true;
      void supabase.auth.getSession().then(({ data }) => {
        if (active) setState(toState(data.session));
      });
      const { data } = supabase.auth.onAuthStateChange((_event, session) => {
        if (active) setState(toState(session));
      });
      return () => {
        active = false;
        data.subscription.unsubscribe();
      };
    });
  }, []);
  return state;
}
