import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { ApiError } from '@/integrations/supabase/errors.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { localizePath } from '@/lib/localized-path.mjs';
import type { ForgotPasswordValues } from '../auth-schemas.ts';

const NEW_PASSWORD_PATH = '/nuova-password';

/**
 * Asks auth to mail a recovery link that comes back to the new-password page. Hosted GoTrue answers 429
 * over_email_send_rate_limit only for addresses that have an account (its per-user and per-project e-mail limits):
 * that answer reads as the usual one, so the page never tells whether an address has an account.
 */
async function requestPasswordReset({ email }: ForgotPasswordValues): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    // Back in the language the customer asked in.
    redirectTo: `${window.location.origin}${localizePath(NEW_PASSWORD_PATH, currentLanguage())}`,
  });
  if (error && error.code !== 'over_email_send_rate_limit') throw ApiError.from(error);
}

/** The form shows the error itself. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { silent: true }, retry: false });
}
