import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { shippingSchema, type ShippingValues } from '../checkout-schemas.ts';
import { AddressFields } from './address-fields.tsx';
import { launcherAvoid } from '@/lib/launcher-avoid.ts';

/** Shipping details; the e-mail is locked for a signed-in user. */
export function ShippingForm({
  defaults,
  emailLocked,
  submitLabel,
  onSubmit,
}: {
  defaults: ShippingValues;
  emailLocked: boolean;
  submitLabel: string;
  onSubmit: (values: ShippingValues) => void;
}) {
  const { t } = useTranslation('checkout');
  const form = useForm<ShippingValues>({ resolver: zodResolver(shippingSchema), defaultValues: defaults });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5" aria-label={t('shipping.title')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('shipping.email')}</FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="email" readOnly={emailLocked} aria-readonly={emailLocked} className={emailLocked ? 'bg-stone-100' : undefined} {...field} />
                </FormControl>
                {emailLocked && <FormDescription>{t('shipping.emailLocked')}</FormDescription>}
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="phone"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('shipping.phone')}</FormLabel>
                <FormControl>
                  <Input type="tel" autoComplete="tel" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <AddressFields control={form.control} section="shipping" />
        </div>
        <fieldset className="rounded-xl border border-stone-200 p-4">
          <legend className="px-1 text-sm font-semibold">{t('shipping.paymentMethod')}</legend>
          <label className="flex items-center gap-3 text-sm">
            <input type="radio" checked readOnly name="payment-method" className="size-5 accent-olive-700" />
            {t('shipping.card')}
          </label>
        </fieldset>
        <Button type="submit" size="lg" className="self-end" {...launcherAvoid}>
          {submitLabel}
        </Button>
      </form>
    </Form>
  );
}
