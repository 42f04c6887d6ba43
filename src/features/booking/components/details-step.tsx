import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { guestDetailsSchema, type GuestDetailsValues } from '../booking-schemas.ts';
import { launcherAvoid } from '@/lib/launcher-avoid.ts';

type Field = Exclude<keyof GuestDetailsValues, 'specialRequests'>;

const FIELDS: { name: Field; autoComplete: string; type?: string; wide?: boolean }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'address', autoComplete: 'street-address', wide: true },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'postalCode', autoComplete: 'postal-code' },
  { name: 'country', autoComplete: 'country-name' },
];

export interface DetailsStepProps {
  initial: GuestDetailsValues | null;
  onBack: (values: GuestDetailsValues) => void;
  onSubmit: (values: GuestDetailsValues) => void;
}

export function DetailsStep({ initial, onBack, onSubmit }: DetailsStepProps) {
  const { t } = useTranslation('booking');
  const form = useForm<GuestDetailsValues>({
    resolver: zodResolver(guestDetailsSchema),
    defaultValues: initial ?? {
      firstName: '', lastName: '', email: '', phone: '', address: '', city: '', postalCode: '',
      country: t('details.defaultCountry'), specialRequests: '',
    },
  });

  return (
    <section aria-labelledby="details-title" className="flex flex-col gap-5">
      <button
        type="button"
        onClick={() => onBack(form.getValues())}
        className="flex min-h-6 w-fit cursor-pointer items-center gap-2 text-sm font-medium text-olive-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('details.back')}
      </button>
      <h2 id="details-title" className="font-serif text-2xl">
        {t('details.title')}
      </h2>
      <Form {...form}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map(({ name, autoComplete, type, wide }) => (
            <FormField
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <FormItem className={wide ? 'sm:col-span-2' : undefined}>
                  <FormLabel>
                    {t(`details.${name}`)} <span aria-hidden className="text-terracotta-700">*</span>
                  </FormLabel>
                  <FormControl>
                    <Input {...field} type={type} autoComplete={autoComplete} required aria-required />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          ))}
          <FormField
            control={form.control}
            name="specialRequests"
            render={({ field }) => (
              <FormItem className="sm:col-span-2">
                <FormLabel>{t('details.specialRequests')}</FormLabel>
                <FormControl>
                  <Textarea {...field} rows={3} maxLength={2000} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="sm:col-span-2">
            <Button type="submit" size="lg" variant="accent" className="w-full sm:w-auto" {...launcherAvoid}>
              {t('details.continue')}
            </Button>
          </div>
        </form>
      </Form>
    </section>
  );
}
