// The rooms section of /admin/tariffe: what each room allows and what cots and extra beds cost, edited where
// the owner runs the rates, since the quote prices them with the nights.
import { useTranslation } from 'react-i18next';
import { PageStates } from '@/components/ui/page-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useRoomSettings } from '../api/room-settings.ts';
import { RoomSettingsForm } from './room-settings-form.tsx';

export function RoomSettingsPanel() {
  const { t } = useTranslation('rates');
  const rooms = useRoomSettings();
  return (
    <section aria-labelledby="rooms-title" className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-3 sm:p-5">
      <h2 id="rooms-title" className="font-serif text-xl text-olive-950">{t('rooms.title')}</h2>
      <p className="text-sm text-stone-600">{t('rooms.help')}</p>
      <PageStates query={rooms} pending={<Skeleton className="h-40 w-full" />}>
        {(data) => data.map((room) => <RoomSettingsForm key={room.id} room={room} />)}
      </PageStates>
    </section>
  );
}
