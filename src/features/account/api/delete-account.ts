import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetSession, getSupabase, setChatSessionId } from '@/integrations/supabase/client.ts';
import { functionError } from '@/integrations/supabase/errors.ts';
import { invokeFunction } from '@/integrations/supabase/invoke.ts';

async function deleteAccount(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await invokeFunction(supabase, 'delete-account', { body: {} });
  if (error) throw await functionError(error);
  // The user no longer exists: drop the local session too (without a /logout the server would refuse), and the
  // chat session whose conversations were erased.
  await forgetSession();
  setChatSessionId(null);
}

/**
 * `onDeleted` runs from the mutation's own options: signing out unmounts the screen that asked, and callbacks given
 * to `mutate` do not run for an unmounted component (the toast and the way home were lost).
 */
export function useDeleteAccount(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    retry: false,
    meta: { errorMessage: 'account:privacy.error' },
    onSuccess: () => {
      queryClient.clear();
      onDeleted();
    },
  });
}
