// The rooms of a desk booking: one line per room (room and guests), up to five, all in one booking.
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { DESK_MAX_ROOMS, type DeskBooking } from '../api/desk-booking.ts';
import type { AdminRoom } from '../api/get-rooms.ts';
import { NumberField } from './rule-fields.tsx';
import { selectClass } from './select-class.ts';

export function DeskRoomsFields({ control, rooms }: { control: Control<DeskBooking>; rooms: AdminRoom[] }) {
  const { t } = useTranslation('rates');
  const lines = useFieldArray({ control, name: 'rooms' });
  const free = () => rooms.find((r) => !lines.fields.some((f) => f.room_id === r.id))?.id ?? '';
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="text-sm font-medium text-stone-800">{t('desk.rooms')}</legend>
      {lines.fields.map((line, i) => (
        <div key={line.id} className="grid grid-cols-[minmax(0,1fr)_5.5rem_auto] items-start gap-2" data-testid="desk-room">
          <FormField control={control} name={`rooms.${i}.room_id`} render={({ field }) => (
            <FormItem>
              <FormLabel>{t('desk.roomN', { n: i + 1 })}</FormLabel>
              <FormControl>
                <select className={selectClass} {...field}>{rooms.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}</select>
              </FormControl>
              <FormMessage />
            </FormItem>
          )} />
          <NumberField control={control} name={`rooms.${i}.guests`} label={t('desk.guests')} />
          <Button type="button" variant="ghost" size="sm" className="mt-7" disabled={lines.fields.length === 1} onClick={() => lines.remove(i)}>
            <Trash2 className="size-4" aria-hidden />
            <span className="sr-only">{t('desk.removeRoom', { n: i + 1 })}</span>
          </Button>
        </div>
      ))}
      {lines.fields.length < Math.min(DESK_MAX_ROOMS, rooms.length) && (
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => lines.append({ room_id: free(), guests: 2 })}>
          <Plus className="size-4" aria-hidden />{t('desk.addRoom')}
        </Button>
      )}
    </fieldset>
  );
}
