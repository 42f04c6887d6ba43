// A stay taken by phone, e-mail or at the door, of one or several rooms in one booking. The price is the
// server's: the dialog shows quote_stay's answer as the owner types, and admin_create_booking prices and books
// it again under the rooms' locks (through the payments function when a guarantee card is given).
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
import { currentLanguage } from '@/lib/i18n.ts';
import { DESK_SOURCES, deskBookingSchema, newDeskRoom, useCreateDeskBooking, type DeskBooking } from '../api/desk-booking.ts';
import type { AdminRoom } from '../api/get-rooms.ts';
import { deskRefusal } from '../desk-refusal.ts';
import { DeskGuaranteeFields } from './desk-guarantee-fields.tsx';
import { DeskQuote } from './desk-quote.tsx';
import { DeskRoomsFields } from './desk-rooms-fields.tsx';
import { selectClass } from './select-class.ts';

const emptyCard = { number: '', expiry: '', cvv: '', holder: '' };

export function DeskBookingDialog({ rooms }: { rooms: AdminRoom[] }) {
  // 'booking': the party's fields and the price breakdown, shared with /prenota (loaded before the dialog opens).
  const { t } = useTranslation(['rates', 'booking']);
  const label = useEnumLabel();
  const [open, setOpen] = useState(false);
  // One request id per booking being entered: a retry after a declined card books once.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const create = useCreateDeskBooking();
  const form = useForm<DeskBooking>({
    resolver: zodResolver(deskBookingSchema),
    defaultValues: {
      rooms: [newDeskRoom(rooms[0]?.id ?? '')], check_in: '', check_out: '', first_name: '', last_name: '', email: '', phone: '',
      source: 'phone', language: currentLanguage(), guarantee: false, card: emptyCard,
    },
  });
  const [stayRooms, check_in, check_out, guarantee] = useWatch({ control: form.control, name: ['rooms', 'check_in', 'check_out', 'guarantee'] });
  const onSubmit = form.handleSubmit((v) =>
    create.mutateAsync({ v, requestId }).then(
      (booking) => {
        toast.success(t('desk.created', { reference: booking.reference }));
        form.reset();
        setRequestId(crypto.randomUUID());
        setOpen(false);
      },
      (error: unknown) => {
        const r = deskRefusal(error, (i) => rooms.find((room) => room.id === v.rooms[i]?.room_id)?.name ?? '');
        form.setError('root', rootError(r.key, r.params));
      },
    ),
  );
  const field = (name: 'first_name' | 'last_name' | 'email' | 'phone' | 'check_in' | 'check_out', type = 'text') => (
    <FormField control={form.control} name={name} render={({ field: f }) => (
      <FormItem>
        <FormLabel>{t(`desk.${name}`)}</FormLabel>
        <FormControl><Input type={type} {...f} /></FormControl>
        <FormMessage />
      </FormItem>
    )} />
  );
  const select = (name: 'source' | 'language', options: { value: string; label: string }[]) => (
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
            <DeskRoomsFields control={form.control} rooms={rooms} />
            {field('check_in', 'date')}
            {field('check_out', 'date')}
            <div className="sm:col-span-2"><DeskQuote input={{ rooms: stayRooms, check_in, check_out }} /></div>
            {field('first_name')}
            {field('last_name')}
            {field('email', 'email')}
            {field('phone', 'tel')}
            {select('source', DESK_SOURCES.map((s) => ({ value: s, label: label('bookingSource', s) })))}
            {select('language', [{ value: 'it', label: t('desk.languages.it') }, { value: 'en', label: t('desk.languages.en') }])}
            <DeskGuaranteeFields control={form.control} on={guarantee} />
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
