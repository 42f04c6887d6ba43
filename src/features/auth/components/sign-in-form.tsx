import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootError } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useSignIn } from '../api/sign-in.ts';
import { signInErrorKey } from '../auth-errors.ts';
import { signInSchema, type SignInValues } from '../auth-schemas.ts';
import { EmailField } from './email-field.tsx';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const form = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const signIn = useSignIn();

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutateAsync(values).then(
      () => {
        toast.success(t('success.signIn'), { description: t('success.signInDescription') });
        onSignedIn();
      },
      (e: Error) => {
        const key = signInErrorKey(e);
        form.setError('root', { message: key ?? e.message ?? 'auth:errors.generic' });
        toast.error(t('errors.signInTitle'), { description: key ? t(key) : e.message });
      },
    ),
  );

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('signIn.submit')}>
        <EmailField control={form.control} />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('fields.password')}</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="current-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Link to="/password-dimenticata" className="-mt-2 self-end text-sm font-medium text-olive-800 underline underline-offset-4">
          {t('signIn.forgot')}
        </Link>
        <FormRootError />
        <Button type="submit" pending={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('signIn.pending') : t('signIn.submit')}
        </Button>
      </form>
    </Form>
  );
}
