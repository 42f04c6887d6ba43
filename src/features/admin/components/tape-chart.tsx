// The room calendar ("tape chart"): every room's nights of a month with its bookings, holds and closures,
// each a bar over its nights with its words (reference and guest, "held", "closed"), not only a colour.
// Kept apart from the bookings calendar on purpose (the phone layout of that one is changed elsewhere).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/page-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDate } from '@/lib/dates.ts';
import { useEnumLabel } from '@/domain/enum-labels.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useAdminRooms } from '../api/get-rooms.ts';
import { useTapeChart, type TapeEntry } from '../api/get-tape-chart.ts';
import { isoWeekday, monthDays, monthRange } from '../month-calendar.ts';
import { tapeRuns, type TapeRun } from '../tape-rows.ts';
import { DeskBookingDialog } from './desk-booking-dialog.tsx';
import { MonthNav } from './month-nav.tsx';

const TONE: Record<string, string> = {
  booking: 'bg-terracotta-600 text-white',
  hold: 'bg-amber-200 text-amber-950',
  closure: 'bg-stone-500 text-white',
};

export function TapeChart() {
  const { t } = useTranslation('rates');
  const lang = currentLanguage();
  const now = new Date();
  const [{ year, month }, setMonth] = useState({ year: now.getFullYear(), month: now.getMonth() });
  const { from, to } = monthRange(year, month);
  const rooms = useAdminRooms();
  const chart = useTapeChart(from, to);
  const days = monthDays(year, month);
  return (
    <section className="flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-3 shadow-sm sm:p-4" aria-labelledby="tape-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tape-title" className="font-serif text-xl">{t('tape.title')}</h2>
        {rooms.data && <DeskBookingDialog rooms={rooms.data} />}
      </div>
      <div className="flex justify-center"><MonthNav value={{ year, month }} onChange={setMonth} testId="tape-month" /></div>
      {rooms.isPending || chart.isPending ? <Skeleton className="h-64 w-full" /> : rooms.isError || chart.isError ? (
        <ErrorState onRetry={() => { void rooms.refetch(); void chart.refetch(); }} />
      ) : (
        // `relative`: the cells' sr-only texts are absolutely placed; without a positioned box here they would widen
        // the page at 390 px, far right of the scroll box.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
        <div className="relative max-w-full overflow-x-auto" tabIndex={0} role="region" aria-label={t('tape.scroll')}>
          <table className="border-separate border-spacing-y-1 text-xs" data-testid="tape-chart">
            <caption className="sr-only">{t('tape.caption', { month: formatDate(from, lang, 'MMMM yyyy') })}</caption>
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 z-10 bg-white px-2 text-left">{t('tape.room')}</th>
                {days.map((d) => (
                  <th key={d} scope="col" className={cn('w-8 min-w-8 text-center font-normal', isoWeekday(d) >= 6 ? 'text-terracotta-700' : 'text-stone-500')}>
                    <span className="block" aria-hidden>{t(`weekdaysShort.${isoWeekday(d)}`).slice(0, 2)}</span>
                    {Number(d.slice(8))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rooms.data.map((room) => (
                <tr key={room.id} data-room={room.name}>
                  <th scope="row" className="sticky left-0 z-10 max-w-28 truncate bg-white px-2 text-left font-semibold sm:max-w-none">{room.name}</th>
                  {tapeRuns(chart.data, room.id, days).map((run) => <TapeCell key={run.first} run={run} />)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="flex flex-wrap gap-3 text-xs text-stone-700">
        {(['booking', 'hold', 'closure'] as const).map((k) => (
          <span key={k} className="flex items-center gap-1"><span className={cn('inline-block size-3 rounded-sm', TONE[k])} aria-hidden />{t(`tape.legend.${k}`)}</span>
        ))}
      </p>
    </section>
  );
}

function TapeCell({ run }: { run: TapeRun<TapeEntry> }) {
  const { t } = useTranslation('rates');
  const label = useEnumLabel();
  const lang = currentLanguage();
  const { item } = run;
  if (!item) return <td className="h-9 rounded bg-stone-100" title={formatDate(run.first, lang)} />;
  const text = item.kind === 'booking' ? `${item.reference} · ${item.guest}`
    : item.kind === 'hold' ? t('tape.held') : item.farm_wide ? t('tape.farmClosed') : t('tape.closed');
  const detail = item.kind === 'booking' ? label('bookingSource', item.source) : item.kind === 'closure' ? item.note ?? '' : '';
  return (
    <td colSpan={run.span} data-kind={item.kind} data-reference={item.reference ?? undefined}
      className={cn('h-9 max-w-0 truncate rounded px-1 font-medium', TONE[item.kind])}
      title={[text, detail, `${formatDate(item.check_in, lang)} – ${formatDate(item.check_out, lang)}`].filter(Boolean).join(' · ')}>
      {text}
      {detail && <span className="sr-only"> · {detail}</span>}
    </td>
  );
}
