// /admin/tariffe: the month grid of a room beside the rules that price it, closures, the rooms' settings
// (places, cots, extra beds) and the tourist tax. The month is the grid's own state (RateGridSection): paging
// through months re-renders the grid alone, not the rules, closures and forms beside it (bench:web's rate grid).
import { memo, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/page-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAdminRooms, type AdminRoom } from '../api/get-rooms.ts';
import { ClosuresPanel } from './closures-panel.tsx';
import { MonthNav } from './month-nav.tsx';
import { RateGrid } from './rate-grid.tsx';
import { RateRulesList } from './rate-rules-list.tsx';
import { RoomSettingsPanel } from './room-settings-panel.tsx';
import { selectClass } from './select-class.ts';
import { TouristTaxForm } from './tourist-tax-form.tsx';

export function RatesAdmin() {
  const rooms = useAdminRooms();
  const [picked, setPicked] = useState<string>();
  if (rooms.isPending) return <Skeleton className="h-96 w-full" />;
  if (rooms.isError) return <ErrorState onRetry={() => void rooms.refetch()} />;
  const room = rooms.data.find((r) => r.id === picked) ?? rooms.data[0];
  if (!room) return null;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <RateGridSection rooms={rooms.data} room={room} onPick={setPicked} />
        <RateRulesList rooms={rooms.data} roomId={room.id} />
      </div>
      <ClosuresPanel rooms={rooms.data} roomId={room.id} />
      <Panels />
    </div>
  );
}

function RateGridSection({ rooms, room, onPick }: { rooms: AdminRoom[]; room: AdminRoom; onPick: (id: string) => void }) {
  const { t } = useTranslation('rates');
  const [asked, setMonth] = useState(() => {
    const now = new Date();
    return { year: now.getFullYear(), month: now.getMonth() };
  });
  // The month field answers the tap at once; the grid (a few hundred cells) follows in a deferred render.
  const { year, month } = useDeferredValue(asked);
  return (
    <section aria-labelledby="grid-title" className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-3 sm:p-5">
      <h2 id="grid-title" className="font-serif text-xl text-olive-950">{t('grid.title')}</h2>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-medium">
          {t('grid.room')}
          <select className={selectClass} value={room.id} onChange={(e) => onPick(e.target.value)} data-testid="grid-room">
            {rooms.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
          </select>
        </label>
        <MonthNav value={asked} onChange={setMonth} testId="grid-month" />
      </div>
      <RateGrid roomId={room.id} roomName={room.name} year={year} month={month} />
      <p className="text-xs text-stone-600">{t('grid.legend')}</p>
    </section>
  );
}

// The rooms' settings and the tourist tax depend on no room or month chosen here: a room picked re-renders them not.
const Panels = memo(function Panels() {
  return (
    <>
      <RoomSettingsPanel />
      <TouristTaxForm />
    </>
  );
});
