// The product editor's labelled fields: text, long text and a choice among fixed values, each with its hint
// and translated error.
import type { ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { ProductValues } from '../product-schema.ts';

type Name = FieldPath<ProductValues>;
interface FieldProps {
  control: Control<ProductValues>;
  name: Name;
  label: string;
  hint?: string;
}
const selectClass =
  'h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-terracotta-600';

/** A labelled form field with its hint and error; `input` draws the control. */
function Field({ control, name, label, hint, input }: FieldProps & { input: (field: ControllerRenderProps<ProductValues, Name>) => ReactNode }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>{input(field)}</FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function TextField({ area, rows = 4, inputMode, ...props }: FieldProps & { area?: boolean; rows?: number; inputMode?: 'decimal' | 'numeric' }) {
  return (
    <Field
      {...props}
      input={(field) => {
        const value = typeof field.value === 'string' ? field.value : '';
        return area ? <Textarea rows={rows} {...field} value={value} /> : <Input {...field} value={value} inputMode={inputMode} />;
      }}
    />
  );
}

/** A choice among fixed values, each shown by its label. */
export function SelectField({ options, ...props }: FieldProps & { options: Array<[value: string, label: string]> }) {
  return (
    <Field
      {...props}
      input={(field) => (
        <select className={selectClass} {...field} value={typeof field.value === 'string' ? field.value : ''}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>{text}</option>
          ))}
        </select>
      )}
    />
  );
}
