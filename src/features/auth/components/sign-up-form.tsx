import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootError } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useSignUp } from '../api/sign-up.ts';
import { signUpErrorKey } from '../auth-errors.ts';
import { signUpSchema, type SignUpValues } from '../auth-schemas.ts';
import { CheckInbox } from './check-inbox.tsx';

type TextField = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword';
const fields: Array<[TextField, string, string]> = [
  ['firstName', 'text', 'given-name'],
  ['lastName', 'text', 'family-name'],
  ['email', 'email', 'email'],
  ['password', 'password', 'new-password'],
  ['confirmPassword', 'password', 'new-password'],
];

/** `consentMessage` lets checkout show its own 'Consenso richiesto'. */
export function SignUpForm({ onSignedUp, consentMessage }: { onSignedUp: (signedIn: boolean) => void; consentMessage?: string }) {
  const { t, i18n } = useTranslation('auth');
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      firstName: '', lastName: '', email: '', password: '', confirmPassword: '',
      dataProcessingConsent: false, newsletterConsent: false,
    },
  });
  const signUp = useSignUp();
  // With confirmations on (hosted projects may turn them on) there is no session yet: the link comes by e-mail.
  const [awaitingLink, setAwaitingLink] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutateAsync({ ...values, lang: i18n.resolvedLanguage ?? 'it' }).then(
      ({ signedIn }) => {
        if (signedIn) toast.success(t('success.signUp'), { description: t('success.signUpDescription') });
        else setAwaitingLink(values.email.trim());
        onSignedUp(signedIn);
      },
      (e: Error) => {
        const key = signUpErrorKey(e);
        form.setError('root', { message: key ?? e.message ?? 'auth:errors.generic' });
        toast.error(t('errors.signUpTitle'), { description: key ? t(key) : e.message });
      },
    ),
  );

  if (awaitingLink) {
    return (
      <CheckInbox title={t('signUp.confirmTitle')}>
        <p>{t('signUp.confirmText', { email: awaitingLink })}</p>
      </CheckInbox>
    );
  }

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('signUp.submit')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map(([name, type, autoComplete]) => (
            <FormField
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <FormItem className={name === 'email' ? 'sm:col-span-2' : undefined}>
                  <FormLabel>{t(`fields.${name}`)}</FormLabel>
                  <FormControl>
                    <Input type={type} autoComplete={autoComplete} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          ))}
        </div>
        <FormField
          control={form.control}
          name="dataProcessingConsent"
          render={({ field, fieldState }) => (
            <FormItem>
              <div className="flex items-start gap-3">
                <FormControl>
                  <Checkbox checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
                </FormControl>
                <FormLabel className="text-sm font-normal leading-snug">
                  {t('fields.dataConsent')}{' '}
                  (<Link to="/privacy-policy" className="underline" target="_blank">{t('fields.privacyLink')}</Link>)
                </FormLabel>
              </div>
              {fieldState.error && consentMessage ? (
                <p role="alert" className="text-sm text-red-700">{t(consentMessage)}</p>
              ) : (
                <FormMessage />
              )}
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="newsletterConsent"
          render={({ field }) => (
            <FormItem>
              <div className="flex items-start gap-3">
                <FormControl>
                  <Checkbox checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
                </FormControl>
                <FormLabel className="text-sm font-normal leading-snug">{t('fields.newsletterConsent')}</FormLabel>
              </div>
            </FormItem>
          )}
        />
        <FormRootError />
        <Button type="submit" pending={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('signUp.pending') : t('signUp.submit')}
        </Button>
      </form>
    </Form>
  );
}
