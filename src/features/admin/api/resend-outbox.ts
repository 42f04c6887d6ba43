// "Send again": the database makes a dead letter due now with a fresh budget of attempts (admins only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { adminKeys } from './keys.ts';

async function resendOutbox(id: number): Promise<void> {
  const supabase = await getSupabase();
  unwrap(await supabase.rpc('admin_outbox_resend', { p_id: id }));
}

export function useResendOutbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendOutbox,
    retry: false,
    meta: { errorMessage: 'admin:emails.resendError' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.outboxFailures() }),
  });
}
