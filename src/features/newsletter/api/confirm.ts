import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';

/** True when the token matched a subscription (now confirmed); false for an unknown or malformed token. */
export async function confirmNewsletter(token: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(token)) return false;
  return unwrap(await supabase.rpc('confirm_newsletter', { p_token: token })) === true;
}

export function useConfirmNewsletter() {
  return useMutation({ mutationFn: confirmNewsletter, meta: { silent: true } });
}
