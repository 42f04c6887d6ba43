import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';

/** True when the token matched a subscription (now confirmed); false for an unknown or malformed token. */
async function confirmNewsletter(token: string): Promise<boolean> {
  const supabase = await getSupabase();
  if (!/^[0-9a-f-]{36}$/i.test(token)) return false;
  return unwrap(await supabase.rpc('confirm_newsletter', { p_token: token })) === true;
}

export function useConfirmNewsletter() {
  return useMutation({ mutationFn: confirmNewsletter, meta: { silent: true } });
}
