import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootError } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useUpdatePassword } from '../api/update-password.ts';
import { newPasswordErrorKey } from '../auth-errors.ts';
import { newPasswordSchema, type NewPasswordValues } from '../auth-schemas.ts';

const fields = [
  ['password', 'recovery.newPassword'],
  ['confirmPassword', 'fields.confirmPassword'],
] as const;

/** The new password, with sign-up's rules (the common-password list is checked by the server). */
export function NewPasswordForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('auth');
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const update = useUpdatePassword();

  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync(values).then(
      () => {
        toast.success(t('recovery.saved'), { description: t('recovery.savedDescription') });
        onSaved();
      },
      (e: Error) => form.setError('root', { message: newPasswordErrorKey(e) ?? 'auth:errors.generic' }),
    ),
  );

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('recovery.newTitle')}>
        {fields.map(([name, label]) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t(label)}</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="new-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <FormRootError />
        <Button type="submit" pending={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('recovery.saving') : t('recovery.save')}
        </Button>
      </form>
    </Form>
  );
}
