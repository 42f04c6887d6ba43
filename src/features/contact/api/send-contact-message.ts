import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { functionError } from '@/integrations/supabase/errors.ts';
import type { Language } from '@/lib/i18n.ts';
import { invokeFunction } from '@/integrations/supabase/invoke.ts';

/** Shared by the form and the call; messages are i18n keys. */
export const contactSchema = z.object({
  firstName: z.string().trim().min(1, 'contact:errors.firstName').max(200, 'contact:errors.tooLong'),
  lastName: z.string().trim().min(1, 'contact:errors.lastName').max(200, 'contact:errors.tooLong'),
  email: z.string().trim().min(1, 'contact:errors.email').pipe(z.email('contact:errors.email')),
  phone: z.string().trim().max(40, 'contact:errors.tooLong').optional(),
  subject: z.string().trim().min(1, 'contact:errors.subject').max(300, 'contact:errors.tooLong'),
  message: z.string().trim().min(1, 'contact:errors.message').max(5000, 'contact:errors.tooLong'),
});
export type ContactInput = z.infer<typeof contactSchema>;

async function sendContactMessage(input: ContactInput, language: Language): Promise<{ id: string }> {
  const supabase = await getSupabase();
  const { data, error } = await invokeFunction<{ id: string }>(supabase, 'contact-message', {
    body: {
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      phone: input.phone || null,
      subject: input.subject,
      message: input.message,
      language,
    },
  });
  if (error) throw await functionError(error);
  return data!;
}

/** Nothing to invalidate: messages are never read back by the site. The form shows its own error. */
export function useSendContactMessage(language: Language) {
  return useMutation({
    mutationFn: (input: ContactInput) => sendContactMessage(input, language),
    meta: { silent: true },
  });
}
