// Card inputs with the spec's formatting on every keystroke (number in groups of 4 up to 19 characters,
// MM/YY, CVV up to 4 digits).
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { CARD_NUMBER_MAX, CVV_MAX, EXPIRY_MAX, formatCardNumber, formatCvv, formatExpiry } from '../card-format.ts';

type CardKey = 'number' | 'expiry' | 'cvv' | 'holder';
const spec: Array<[CardKey, string, string, number | undefined, ((v: string) => string) | null, string]> = [
  ['number', 'payment.cardNumber', 'cc-number', CARD_NUMBER_MAX, formatCardNumber, 'sm:col-span-2'],
  ['holder', 'payment.holder', 'cc-name', 80, null, 'sm:col-span-2'],
  ['expiry', 'payment.expiry', 'cc-exp', EXPIRY_MAX, formatExpiry, ''],
  ['cvv', 'payment.cvv', 'cc-csc', CVV_MAX, formatCvv, ''],
];

export function CardFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {spec.map(([key, label, autoComplete, maxLength, format, span]) => (
        <FormField
          key={key}
          control={control}
          name={`card.${key}` as Path<T>}
          render={({ field }) => (
            <FormItem className={span}>
              <FormLabel>{t(label)}</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  autoComplete={autoComplete}
                  inputMode={format ? 'numeric' : undefined}
                  maxLength={format ? undefined : maxLength}
                  placeholder={key === 'number' ? '0000 0000 0000 0000' : key === 'expiry' ? 'MM/YY' : undefined}
                  onChange={(e) => field.onChange(format ? format(e.target.value) : e.target.value)}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      ))}
    </div>
  );
}
