// The address inputs shared by the shipping and billing forms. `prefix` nests them ('billing.').
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';

type AddressKey = 'firstName' | 'lastName' | 'addressLine1' | 'addressLine2' | 'city' | 'postalCode' | 'province' | 'country';
const layout: Array<[AddressKey, string, string, string]> = [
  ['firstName', 'shipping.firstName', 'given-name', ''],
  ['lastName', 'shipping.lastName', 'family-name', ''],
  ['addressLine1', 'shipping.address', 'address-line1', 'sm:col-span-2'],
  ['addressLine2', 'shipping.address2', 'address-line2', 'sm:col-span-2'],
  ['city', 'shipping.city', 'address-level2', ''],
  ['postalCode', 'shipping.postalCode', 'postal-code', ''],
  ['province', 'shipping.province', 'address-level1', ''],
  ['country', 'shipping.country', 'country-name', ''],
];

export function AddressFields<T extends FieldValues>({ control, prefix = '', section }: { control: Control<T>; prefix?: string; section?: string }) {
  const { t } = useTranslation('checkout');
  return (
    <>
      {layout.map(([key, label, autoComplete, span]) => (
        <FormField
          key={key}
          control={control}
          name={`${prefix}${key}` as Path<T>}
          render={({ field }) => (
            <FormItem className={span}>
              <FormLabel>{t(label)}</FormLabel>
              <FormControl>
                <Input autoComplete={section ? `${section} ${autoComplete}` : autoComplete} {...field} value={field.value ?? ''} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      ))}
    </>
  );
}
