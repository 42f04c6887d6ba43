// The tourist tax (imposta di soggiorno): on or off, per person per night, the age below which guests are
// exempt and the most nights taxed. The quote applies it; it is paid at the property, never charged.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { touristTaxSchema, useSaveTouristTax, useTouristTax, type TouristTax } from '../api/tourist-tax.ts';
import { NumberField } from './rule-fields.tsx';

export function TouristTaxForm() {
  const { t } = useTranslation('rates');
  const tax = useTouristTax();
  const save = useSaveTouristTax();
  const form = useForm<TouristTax>({ resolver: zodResolver(touristTaxSchema), values: tax.data });
  if (tax.isPending) return <Skeleton className="h-40 w-full" />;
  if (tax.isError) return null;
  const onSubmit = form.handleSubmit((v) => save.mutateAsync(v).then(() => toast.success(t('tax.saved')), () => undefined));
  return (
    <section aria-labelledby="tax-title" className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 id="tax-title" className="font-serif text-xl text-olive-950">{t('tax.title')}</h2>
      <p className="text-sm text-stone-600">{t('tax.help')}</p>
      <Form {...form}>
        <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-start">
          <FormField control={form.control} name="enabled" render={({ field }) => (
            <FormItem className="flex-row items-center gap-2 sm:col-span-2 lg:col-span-4">
              <FormControl><Checkbox checked={field.value} onCheckedChange={(on) => field.onChange(on === true)} /></FormControl>
              <FormLabel>{t('tax.enabled')}</FormLabel>
            </FormItem>
          )} />
          <NumberField control={form.control} name="per_person_night" label={t('tax.perPersonNight')} step={0.01} />
          <NumberField control={form.control} name="exempt_under_age" label={t('tax.exemptUnderAge')} hint={t('tax.exemptHint')} />
          <NumberField control={form.control} name="max_nights" label={t('tax.maxNights')} />
          <Button type="submit" className="lg:mt-7" disabled={save.isPending || !form.formState.isDirty}>
            {save.isPending ? t('tax.saving') : t('tax.save')}
          </Button>
        </form>
      </Form>
    </section>
  );
}
