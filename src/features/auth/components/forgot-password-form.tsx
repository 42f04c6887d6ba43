import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { Form, FormRootError } from '@/components/ui/form.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { signInErrorKey } from '../auth-errors.ts';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../auth-schemas.ts';
import { CheckInbox } from './check-inbox.tsx';
import { EmailField } from './email-field.tsx';

/** Asks for the recovery link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const form = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) =>
    request.mutateAsync(values).then(
      () => setSentTo(values.email),
      (e: Error) => form.setError('root', { message: signInErrorKey(e) ?? 'auth:errors.generic' }),
    ),
  );

  const back = (
    <Link to="/auth" className="self-start text-sm font-medium text-olive-800 underline underline-offset-4">
      {t('recovery.backToSignIn')}
    </Link>
  );

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <CheckInbox title={t('recovery.sentTitle')}>
          <p>{t('recovery.sentText', { email: sentTo })}</p>
        </CheckInbox>
        {back}
      </div>
    );
  }

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('recovery.title')}>
        <EmailField control={form.control} />
        <FormRootError />
        <Button type="submit" pending={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('recovery.pending') : t('recovery.submit')}
        </Button>
        {back}
      </form>
    </Form>
  );
}
