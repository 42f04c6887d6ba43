import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { ApiError } from '@/integrations/supabase/errors.ts';
import { localizePath } from '@/lib/localized-path.mjs';
import { toLanguage } from '@/lib/i18n.ts';
import type { SignUpValues } from '../auth-schemas.ts';

async function signUp(v: SignUpValues & { lang: string }): Promise<{ signedIn: boolean }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signUp({
    email: v.email,
    password: v.password,
    options: {
      emailRedirectTo: `${window.location.origin}${localizePath('/', toLanguage(v.lang))}`,
      data: {
        first_name: v.firstName,
        last_name: v.lastName,
        data_processing_consent: v.dataProcessingConsent,
        newsletter_consent: v.newsletterConsent,
        // The welcome e-mail (written to the outbox when the address is confirmed) follows this language.
        language: v.lang,
      },
    },
  });
  if (error) throw ApiError.from(error);
  return { signedIn: !!data.session };
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp, meta: { silent: true }, retry: false });
}
