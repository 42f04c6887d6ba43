// Field pieces of the rate rule form: a number (empty = null where allowed), weekdays as checkboxes, and the
// seven minimum stays by arrival day.
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { WEEKDAYS } from '../rate-rule-values.ts';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
}

export function NumberField<T extends FieldValues>({ control, name, label, hint, step = 1, nullable = false }: FieldProps<T> & { step?: number; nullable?: boolean }) {
  return (
    <FormField control={control} name={name} render={({ field }) => (
      <FormItem>
        <FormLabel>{label}</FormLabel>
        <FormControl>
          <Input type="number" inputMode="decimal" step={step} name={field.name} ref={field.ref} onBlur={field.onBlur}
            value={field.value == null || Number.isNaN(field.value) ? '' : String(field.value)}
            onChange={(e) => field.onChange(e.target.value === '' && nullable ? null : e.target.valueAsNumber)} />
        </FormControl>
        {hint && <FormDescription>{hint}</FormDescription>}
        <FormMessage />
      </FormItem>
    )} />
  );
}

export function DaysField<T extends FieldValues>({ control, name, label, hint }: FieldProps<T>) {
  const { t } = useTranslation('rates');
  return (
    <FormField control={control} name={name} render={({ field }) => {
      const value = (field.value ?? []) as number[];
      return (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium text-stone-800">{label}</legend>
          <div className="flex flex-wrap gap-x-3 gap-y-1">
            {WEEKDAYS.map((d) => (
              <label key={d} className="flex min-h-10 items-center gap-1.5 text-sm">
                <Checkbox checked={value.includes(d)} aria-label={t(`weekdays.${d}`)}
                  onCheckedChange={(on) => field.onChange(on ? [...value, d] : value.filter((x) => x !== d))} />
                <span aria-hidden>{t(`weekdaysShort.${d}`)}</span>
              </label>
            ))}
          </div>
          {hint && <p className="text-xs text-stone-600">{hint}</p>}
        </fieldset>
      );
    }} />
  );
}

export function MinStayField<T extends FieldValues>({ control, name, label, hint }: FieldProps<T>) {
  const { t } = useTranslation('rates');
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-stone-800">{label}</legend>
      <div className="grid grid-cols-7 gap-1">
        {WEEKDAYS.map((d, i) => (
          <FormField key={d} control={control} name={`${name}.${i}` as FieldPath<T>} render={({ field }) => (
            <FormItem className="gap-0.5">
              <FormLabel className="text-center text-xs font-normal">
                <span aria-hidden>{t(`weekdaysShort.${d}`)}</span>
                <span className="sr-only">{t('rule.minStayFor', { day: t(`weekdays.${d}`) })}</span>
              </FormLabel>
              <FormControl>
                <Input type="number" inputMode="numeric" min={1} max={60} className="px-1 text-center" name={field.name} ref={field.ref}
                  onBlur={field.onBlur} value={Number.isNaN(field.value) ? '' : String(field.value)} onChange={(e) => field.onChange(e.target.valueAsNumber)} />
              </FormControl>
            </FormItem>
          )} />
        ))}
      </div>
      {hint && <p className="text-xs text-stone-600">{hint}</p>}
    </fieldset>
  );
}
