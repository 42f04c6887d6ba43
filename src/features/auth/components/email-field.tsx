import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';

/** The e-mail field of the sign-in and recovery forms (a form whose values have `email`). */
export function EmailField<T extends FieldValues & { email: string }>({ control }: { control: Control<T> }) {
  const { t } = useTranslation('auth');
  return (
    <FormField
      control={control}
      name={'email' as Path<T>}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t('fields.email')}</FormLabel>
          <FormControl>
            <Input type="email" autoComplete="email" {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
