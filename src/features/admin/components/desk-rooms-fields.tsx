// The rooms of a desk booking: one line per room (the room, then its party as on /prenota: guests, children with
// their ages, cots and extra beds within the room's settings), up to five, all in one booking.
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PartyFields, type PartyRoom } from '@/components/party-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { changeParty, type Party, type PartyChange } from '@/domain/party.ts';
import { DESK_MAX_ROOMS, newDeskRoom, type DeskBooking, type DeskRoom } from '../api/desk-booking.ts';
import type { AdminRoom } from '../api/get-rooms.ts';
import { useRoomSettings, type RoomWithSettings } from '../api/room-settings.ts';
import { selectClass } from './select-class.ts';

const partyRoom = (r: RoomWithSettings): PartyRoom => ({
  name: r.name, maxGuests: r.max_guests, maxCots: r.max_cots, cotFee: r.cot_fee, maxExtraBeds: r.max_extra_beds, extraBedFee: r.extra_bed_fee,
});
const partyOf = (line: DeskRoom): Party => ({ guests: line.guests, childAges: line.child_ages, cots: line.cots, extraBeds: line.extra_beds });

/** The line after a change of its party, back within what its room allows (domain/party.ts, as on /prenota). */
function changed(line: DeskRoom, room: PartyRoom, change: PartyChange): DeskRoom {
  const p = changeParty(partyOf(line), change, room);
  return { room_id: line.room_id, guests: p.guests, child_ages: p.childAges ?? [], cots: p.cots ?? 0, extra_beds: p.extraBeds ?? 0 };
}

export function DeskRoomsFields({ control, rooms }: { control: Control<DeskBooking>; rooms: AdminRoom[] }) {
  const { t } = useTranslation('rates');
  const { getValues, setValue } = useFormContext<DeskBooking>();
  const lines = useFieldArray({ control, name: 'rooms' });
  const settings = useRoomSettings();
  const roomOf = (id: string) => {
    const r = settings.data?.find((s) => s.id === id);
    return r ? partyRoom(r) : null;
  };
  const free = () => rooms.find((r) => !getValues('rooms').some((l) => l.room_id === r.id))?.id ?? '';
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 sm:col-span-2">
      <legend className="text-sm font-medium text-stone-800">{t('desk.rooms')}</legend>
      {lines.fields.map((line, i) => (
        <div key={line.id} className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3" data-testid="desk-room">
          <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
            <FormField control={control} name={`rooms.${i}.room_id`} render={({ field }) => (
              <FormItem>
                <FormLabel>{t('desk.roomN', { n: i + 1 })}</FormLabel>
                <FormControl>
                  <select className={selectClass} {...field} onChange={(e) => {
                    field.onChange(e);
                    // The party stays, within what the newly chosen room allows.
                    const room = roomOf(e.target.value);
                    const now = getValues(`rooms.${i}`);
                    if (room) setValue(`rooms.${i}`, changed(now, room, { field: 'guests', value: now.guests }), { shouldValidate: true });
                  }}>
                    {rooms.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
                  </select>
                </FormControl>
                <FormMessage />
              </FormItem>
            )} />
            <Button type="button" variant="ghost" size="sm" className="mt-7" disabled={lines.fields.length === 1} onClick={() => lines.remove(i)}>
              <Trash2 className="size-4" aria-hidden />
              <span className="sr-only">{t('desk.removeRoom', { n: i + 1 })}</span>
            </Button>
          </div>
          <FormField control={control} name={`rooms.${i}`} render={({ field }) => {
            const room = roomOf(field.value.room_id);
            return room ? <PartyFields room={room} party={partyOf(field.value)} onChange={(c) => field.onChange(changed(field.value, room, c))} /> : <span />;
          }} />
          <FormField control={control} name={`rooms.${i}.child_ages`} render={() => <FormItem><FormMessage /></FormItem>} />
        </div>
      ))}
      {lines.fields.length < Math.min(DESK_MAX_ROOMS, rooms.length) && (
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => lines.append(newDeskRoom(free()))}>
          <Plus className="size-4" aria-hidden />{t('desk.addRoom')}
        </Button>
      )}
    </fieldset>
  );
}
