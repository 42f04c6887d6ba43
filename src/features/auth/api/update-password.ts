import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { ApiError } from '@/integrations/supabase/errors.ts';
import type { NewPasswordValues } from '../auth-schemas.ts';

/** Sets the signed-in user's password (after a recovery link, the link's session). */
async function updatePassword({ password }: NewPasswordValues): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw ApiError.from(error);
}

/** The form shows the error itself. */
export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword, meta: { silent: true }, retry: false });
}
