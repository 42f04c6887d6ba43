// The optional guarantee of a desk booking: the guest's card, checked by the payments function with the
// provider (a zero-amount check, as for a guest who pays at the property); only its last four digits are kept.
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { DeskBooking } from '../api/desk-booking.ts';

const CARD_FIELDS = [
  { name: 'number', autoComplete: 'off', inputMode: 'numeric', maxLength: 23 },
  { name: 'expiry', autoComplete: 'off', inputMode: 'numeric', maxLength: 5, placeholder: 'MM/YY' },
  { name: 'cvv', autoComplete: 'off', inputMode: 'numeric', maxLength: 4 },
  { name: 'holder', autoComplete: 'off', inputMode: 'text', maxLength: 100 },
] as const;

export function DeskGuaranteeFields({ control, on }: { control: Control<DeskBooking>; on: boolean }) {
  const { t } = useTranslation('rates');
  return (
    <fieldset className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium text-stone-800">{t('desk.guarantee')}</legend>
      <FormField control={control} name="guarantee" render={({ field }) => (
        <FormItem className="flex-row items-center gap-2 sm:col-span-2">
          <FormControl><Checkbox checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} /></FormControl>
          <FormLabel>{t('desk.guaranteeOn')}</FormLabel>
        </FormItem>
      )} />
      <p className="text-xs text-stone-600 sm:col-span-2">{t('desk.guaranteeHint')}</p>
      {on && CARD_FIELDS.map(({ name, ...props }) => (
        <FormField key={name} control={control} name={`card.${name}`} render={({ field }) => (
          <FormItem>
            <FormLabel>{t(`desk.cardFields.${name}`)}</FormLabel>
            <FormControl><Input {...props} {...field} /></FormControl>
            <FormMessage />
          </FormItem>
        )} />
      ))}
    </fieldset>
  );
}
