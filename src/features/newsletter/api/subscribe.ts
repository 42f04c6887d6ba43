import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { functionError } from '@/integrations/supabase/errors.ts';
import type { Language } from '@/lib/i18n.ts';
import { invokeFunction } from '@/integrations/supabase/invoke.ts';

/** The spec's newsletter rules; messages are i18n keys with the spec's texts. */
export const newsletterSchema = z.object({
  firstName: z.string().trim().min(2, 'newsletter:errors.firstName'),
  lastName: z.string().trim().min(2, 'newsletter:errors.lastName'),
  email: z.string().trim().pipe(z.email('newsletter:errors.email')),
  phone: z.string().trim().max(40).optional(),
  birthDate: z.union([z.literal(''), z.iso.date('newsletter:errors.birthDate')]).optional(),
  interestFormaggi: z.boolean(),
  interestSalumi: z.boolean(),
  interestOfferte: z.boolean(),
  privacyAccepted: z.literal(true, 'newsletter:errors.privacy'),
  marketingConsent: z.literal(true, 'newsletter:errors.marketing'),
  profilingConsent: z.boolean(),
});
export type NewsletterInput = z.input<typeof newsletterSchema>;

export type SubscribeResult = 'pending' | 'already_subscribed';

async function subscribeNewsletter(input: NewsletterInput, language: Language): Promise<SubscribeResult> {
  const supabase = await getSupabase();
  const { data, error } = await invokeFunction<{ status: SubscribeResult }>(supabase, 'newsletter-subscribe', {
    body: { ...input, phone: input.phone || null, birthDate: input.birthDate || null, language },
  });
  if (error) throw await functionError(error);
  return data!.status;
}

export function useSubscribeNewsletter(language: Language) {
  return useMutation({
    mutationFn: (input: NewsletterInput) => subscribeNewsletter(input, language),
    // The page words the failure itself: a rate limit says when to try again.
    meta: { silent: true },
  });
}
