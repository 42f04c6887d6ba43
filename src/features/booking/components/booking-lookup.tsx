import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootError, rootError } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { EMAIL_PATTERN } from '@/domain/email.ts';
import { rateLimitMessage } from '@/domain/refusals.ts';
import { useFindBooking, type FoundBooking, type LookupInput } from '../api/find-booking.ts';
import { BookingRecord } from './booking-record.tsx';

const lookupSchema = z.object({
  reference: z.string().trim().min(1, 'booking:validation.required').max(20),
  email: z.string().trim().min(1, 'booking:validation.required').regex(EMAIL_PATTERN, 'booking:validation.email'),
});

export interface BookingLookupProps {
  initialReference?: string;
}

export function BookingLookup({ initialReference = '' }: BookingLookupProps) {
  const { t } = useTranslation('booking');
  const find = useFindBooking();
  const [found, setFound] = useState<{ booking: FoundBooking; input: LookupInput } | null>(null);
  const form = useForm<LookupInput>({
    resolver: zodResolver(lookupSchema),
    defaultValues: { reference: initialReference, email: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    const input = { reference: values.reference.trim().toUpperCase(), email: values.email.trim() };
    try {
      const booking = await find.mutateAsync(input);
      if (!booking) form.setError('root', { message: 'booking:lookup.notFound' });
      else setFound({ booking, input });
    } catch (e) {
      const wait = rateLimitMessage(e);
      form.setError('root', wait ? rootError(wait.key, wait.params) : { message: 'booking:lookup.error' });
    }
  });

  if (found) {
    return (
      <BookingRecord
        booking={found.booking}
        input={found.input}
        onCancelled={(booking) => setFound({ ...found, booking })}
        onAnother={() => {
          setFound(null);
          form.reset({ reference: '', email: '' });
        }}
      />
    );
  }

  return (
    <Form {...form}>
      <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
        <p className="text-stone-700">{t('lookup.intro')}</p>
        <FormField
          control={form.control}
          name="reference"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('lookup.reference')}</FormLabel>
              <FormControl>
                <Input {...field} placeholder={t('lookup.referencePlaceholder')} autoCapitalize="characters" autoComplete="off" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('lookup.email')}</FormLabel>
              <FormControl>
                <Input {...field} type="email" autoComplete="email" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormRootError />
        <Button type="submit" pending={find.isPending} className="w-fit">
          {find.isPending ? t('lookup.searching') : t('lookup.submit')}
        </Button>
      </form>
    </Form>
  );
}
