// Close a room or the whole farm for a range of nights (maintenance, family use): the quote refuses those
// nights and the booking page shows them taken at once. The note stays with the admins.
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { formatDate } from '@/lib/dates.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useAddClosure, useClosures, useDeleteClosure } from '../api/closures.ts';
import type { AdminRoom } from '../api/get-rooms.ts';
import { selectClass } from './select-class.ts';

const closureSchema = z
  .object({
    room_id: z.string(),
    first_night: z.string().min(1, 'rates:closures.required'),
    last_night: z.string().min(1, 'rates:closures.required'),
    note: z.string().max(500),
  })
  .refine((v) => !v.first_night || !v.last_night || v.last_night >= v.first_night, { path: ['last_night'], message: 'rates:closures.order' });
type ClosureValues = z.infer<typeof closureSchema>;

export function ClosuresPanel({ rooms, roomId }: { rooms: AdminRoom[]; roomId: string }) {
  const { t } = useTranslation('rates');
  const lang = currentLanguage();
  const closures = useClosures();
  const add = useAddClosure();
  const remove = useDeleteClosure();
  const form = useForm<ClosureValues>({ resolver: zodResolver(closureSchema), defaultValues: { room_id: roomId, first_night: '', last_night: '', note: '' } });
  const onSubmit = form.handleSubmit((v) =>
    add.mutateAsync({ room_id: v.room_id || null, first_night: v.first_night, last_night: v.last_night, note: v.note.trim() || null })
      .then(() => form.reset({ ...v, first_night: '', last_night: '', note: '' }), () => undefined),
  );
  const roomName = (id: string | null) => (id ? rooms.find((r) => r.id === id)?.name : t('closures.wholeFarm'));
  return (
    <section aria-labelledby="closures-title" className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 id="closures-title" className="font-serif text-xl text-olive-950">{t('closures.title')}</h2>
      <p className="text-sm text-stone-600">{t('closures.help')}</p>
      <Form {...form}>
        <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
          <FormField control={form.control} name="room_id" render={({ field }) => (
            <FormItem>
              <FormLabel>{t('closures.room')}</FormLabel>
              <FormControl>
                <select className={selectClass} {...field}>
                  <option value="">{t('closures.wholeFarm')}</option>
                  {rooms.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
                </select>
              </FormControl>
            </FormItem>
          )} />
          {(['first_night', 'last_night', 'note'] as const).map((name) => (
            <FormField key={name} control={form.control} name={name} render={({ field }) => (
              <FormItem>
                <FormLabel>{t(`closures.${name}`)}</FormLabel>
                <FormControl><Input type={name === 'note' ? 'text' : 'date'} {...field} /></FormControl>
                <FormMessage />
              </FormItem>
            )} />
          ))}
          <Button type="submit" disabled={add.isPending}>{t('closures.add')}</Button>
        </form>
      </Form>
      {closures.data && closures.data.length > 0 && (
        <ul className="flex flex-col gap-1">
          {closures.data.map((c) => (
            <li key={c.id} className="flex items-center justify-between gap-2 rounded-lg bg-stone-100 px-3 py-1 text-sm" data-closure={c.id}>
              <span>
                <strong>{roomName(c.room_id)}</strong>{' · '}
                {t('rules.range', { from: formatDate(c.first_night, lang, 'd MMM yyyy'), to: formatDate(c.last_night, lang, 'd MMM yyyy') })}
                {c.note && ` · ${c.note}`}
              </span>
              <Button variant="ghost" size="icon" disabled={remove.isPending} onClick={() => remove.mutate(c.id)}
                aria-label={t('closures.delete', { room: roomName(c.room_id), from: formatDate(c.first_night, lang) })}>
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
