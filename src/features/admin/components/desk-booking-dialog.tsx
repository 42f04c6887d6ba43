// A stay taken by phone, e-mail or at the door. The price is the server's: the dialog shows quote_stay's
// answer as the owner types, and admin_create_booking prices and books it again under the rooms' locks.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootError, rootError } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useEnumLabel } from '@/domain/enum-labels.ts';
import { ApiError } from '@/integrations/supabase/errors.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { DESK_SOURCES, deskBookingSchema, useCreateDeskBooking, type DeskBooking } from '../api/desk-booking.ts';
import type { AdminRoom } from '../api/get-rooms.ts';
import { DeskQuote } from './desk-quote.tsx';
import { NumberField } from './rule-fields.tsx';
import { selectClass } from './select-class.ts';

/** The booking's refusal as a translation key of the rates namespace ("MIN_STAY:3" → desk.refused.MIN_STAY). */
function refusal(error: unknown): { key: string; value?: string } {
  const message = error instanceof ApiError ? error.message : '';
  const [code, value] = message.split(':');
  const known = ['ROOM_UNAVAILABLE', 'MIN_STAY', 'CLOSED_TO_ARRIVAL', 'CLOSED_TO_DEPARTURE', 'INVALID_DATES', 'STAY_TOO_LONG', 'INVALID_GUESTS', 'INVALID_GUEST'];
  return known.includes(code) ? { key: `rates:desk.refused.${code}`, value } : { key: 'rates:desk.refused.other' };
}

export function DeskBookingDialog({ rooms }: { rooms: AdminRoom[] }) {
  const { t } = useTranslation('rates');
  const label = useEnumLabel();
  const [open, setOpen] = useState(false);
  const create = useCreateDeskBooking();
  const form = useForm<DeskBooking>({
    resolver: zodResolver(deskBookingSchema),
    defaultValues: { room_id: rooms[0]?.id ?? '', guests: 2, check_in: '', check_out: '', first_name: '', last_name: '', email: '', phone: '', source: 'phone', language: currentLanguage(), card_last_4: '' },
  });
  const [room_id, guests, check_in, check_out] = useWatch({ control: form.control, name: ['room_id', 'guests', 'check_in', 'check_out'] });
  const onSubmit = form.handleSubmit((v) =>
    create.mutateAsync(v).then(
      (booking) => { toast.success(t('desk.created', { reference: booking.reference })); form.reset(); setOpen(false); },
      (error: unknown) => { const r = refusal(error); form.setError('root', rootError(r.key, { value: r.value ?? '' })); },
    ),
  );
  const field = (name: 'first_name' | 'last_name' | 'email' | 'phone' | 'check_in' | 'check_out' | 'card_last_4', type = 'text') => (
    <FormField control={form.control} name={name} render={({ field: f }) => (
      <FormItem>
        <FormLabel>{t(`desk.${name}`)}</FormLabel>
        <FormControl><Input type={type} inputMode={name === 'card_last_4' ? 'numeric' : undefined} {...f} /></FormControl>
        <FormMessage />
      </FormItem>
    )} />
  );
  const select = (name: 'room_id' | 'source' | 'language', options: { value: string; label: string }[]) => (
    <FormField control={form.control} name={name} render={({ field: f }) => (
      <FormItem>
        <FormLabel>{t(`desk.${name}`)}</FormLabel>
        <FormControl>
          <select className={selectClass} {...f}>{options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}</select>
        </FormControl>
      </FormItem>
    )} />
  );
  return (
    <>
    <Button size="sm" onClick={() => setOpen(true)}><Plus className="size-4" aria-hidden />{t('desk.open')}</Button>
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('desk.title')}</DialogTitle>
          <DialogDescription>{t('desk.description')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-3 sm:grid-cols-2">
            {select('room_id', rooms.map((r) => ({ value: r.id, label: r.name })))}
            <NumberField control={form.control} name="guests" label={t('desk.guests')} />
            {field('check_in', 'date')}
            {field('check_out', 'date')}
            <div className="sm:col-span-2"><DeskQuote input={{ room_id, guests, check_in, check_out }} /></div>
            {field('first_name')}
            {field('last_name')}
            {field('email', 'email')}
            {field('phone', 'tel')}
            {select('source', DESK_SOURCES.map((s) => ({ value: s, label: label('bookingSource', s) })))}
            {select('language', [{ value: 'it', label: t('desk.languages.it') }, { value: 'en', label: t('desk.languages.en') }])}
            <div className="sm:col-span-2">{field('card_last_4')}<p className="mt-1 text-xs text-stone-600">{t('desk.guaranteeHint')}</p></div>
            <FormRootError className="sm:col-span-2" />
            <div className="flex justify-end gap-2 sm:col-span-2">
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>{t('rule.cancel')}</Button>
              <Button type="submit" disabled={create.isPending}>{create.isPending ? t('desk.saving') : t('desk.save')}</Button>
            </div>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
    </>
  );
}
