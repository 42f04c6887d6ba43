// The farm's booking limits, edited by the admin: longest stay and stays to pay at the property per e-mail.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { bookingLimitsSchema, useBookingLimits, useSaveBookingLimits, type BookingLimits } from '../api/booking-limits.ts';

const FIELDS = [
  { name: 'maxStayNights', min: 1 },
  { name: 'maxUnpaidStays', min: 0 },
] as const;

export function BookingLimitsForm() {
  const { t } = useTranslation('admin');
  const limits = useBookingLimits();
  const save = useSaveBookingLimits();
  // `values`: the saved limits are the form's starting point again after each save (isDirty compares to them).
  const form = useForm<BookingLimits>({ resolver: zodResolver(bookingLimitsSchema), values: limits.data });

  if (limits.isPending) return <Skeleton className="h-40 w-full" />;
  if (limits.isError) return null;

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(() => toast.success(t('limits.saved')), () => undefined),
  );

  return (
    <section aria-labelledby="booking-limits-title" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 id="booking-limits-title" className="font-serif text-xl text-olive-950">{t('limits.title')}</h2>
      <Form {...form}>
        <form noValidate onSubmit={onSubmit} className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
          {FIELDS.map(({ name, min }) => (
            <FormField
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <FormItem className="sm:w-80">
                  <FormLabel>{t(`limits.${name}`)}</FormLabel>
                  <FormControl>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={min}
                      max={365}
                      step={1}
                      name={field.name}
                      ref={field.ref}
                      onBlur={field.onBlur}
                      value={Number.isNaN(field.value) ? '' : field.value}
                      onChange={(e) => field.onChange(e.target.valueAsNumber)}
                    />
                  </FormControl>
                  <FormDescription>{t(`limits.${name}Help`)}</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
          ))}
          <Button type="submit" className="sm:mt-7" disabled={save.isPending || !form.formState.isDirty}>
            {save.isPending ? t('limits.saving') : t('limits.save')}
          </Button>
        </form>
      </Form>
    </section>
  );
}
