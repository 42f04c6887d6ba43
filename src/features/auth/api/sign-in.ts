import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { ApiError } from '@/integrations/supabase/errors.ts';
import type { SignInValues } from '../auth-schemas.ts';

async function signIn({ email, password }: SignInValues): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw ApiError.from(error);
}

/** The form shows the error inline (spec), so no global toast. */
export function useSignIn() {
  return useMutation({ mutationFn: signIn, meta: { silent: true }, retry: false });
}
