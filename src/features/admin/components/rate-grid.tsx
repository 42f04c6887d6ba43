// The month grid of one room: every night's price as the database quotes it (rate_calendar), with closed
// nights, minimum stays and closed arrival / departure days written out (not only a colour).
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/page-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDate, weekStartsOn } from '@/lib/dates.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { formatEuro, formatEuroCompact } from '@/lib/money.ts';
import { usePrefetchNearbyRateMonths, useRateCalendar, type RateNight } from '../api/get-rate-calendar.ts';
import { monthDays, monthRange, monthWeeks } from '../month-calendar.ts';

// Memoised: the month asked is deferred by the section around, so a tap on "next month" paints the month's name
// first and draws the grid in a render of its own.
export const RateGrid = memo(function RateGrid({ roomId, roomName, year, month }: { roomId: string; roomName: string; year: number; month: number }) {
  const { t } = useTranslation('rates');
  const lang = currentLanguage();
  const { from, to } = monthRange(year, month);
  const calendar = useRateCalendar(roomId, from, to);
  usePrefetchNearbyRateMonths(roomId, year, month, calendar.isPlaceholderData ? 0 : calendar.dataUpdatedAt);
  if (calendar.isPending) return <Skeleton className="h-96 w-full" />;
  if (calendar.isError) return <ErrorState onRetry={() => void calendar.refetch()} />;
  const byDay = new Map(calendar.data.map((n) => [n.night, n]));
  // Until the month asked arrives, the month on screen stays whole (busy), rather than the new month's days empty.
  const drawn = calendar.isPlaceholderData && calendar.data[0] ? calendar.data[0].night : from;
  const weeks = monthWeeks(monthDays(Number(drawn.slice(0, 4)), Number(drawn.slice(5, 7)) - 1), weekStartsOn(lang));
  return (
    <table className="w-full table-fixed border-separate border-spacing-0.5 text-xs" aria-busy={calendar.isFetching}
      aria-label={t('grid.label', { room: roomName, month: formatDate(drawn, lang, 'MMMM yyyy') })} data-testid="rate-grid">
      <thead>
        <tr>
          {weeks[0].map((_, i) => (
            <th key={i} scope="col" className="py-1 font-normal text-stone-500">
              {t(`weekdaysShort.${((weekStartsOn(lang) === 1 ? i : i + 6) % 7) + 1}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((day, i) => (day ? <NightCell key={day} day={day} night={byDay.get(day)} /> : <td key={`x${i}`} />))}
          </tr>
        ))}
      </tbody>
    </table>
  );
});

// A refetch after a saved rule keeps every unchanged night's object (the query's structural sharing), so only the
// nights whose price changed render again; paging months renders the grid, not the old cells.
const NightCell = memo(function NightCell({ day, night }: { day: string; night?: RateNight }) {
  const { t } = useTranslation('rates');
  const lang = currentLanguage();
  if (!night) return <td />;
  const rule = night.rule_id ? (lang === 'en' ? night.rule_en : night.rule) : t('grid.basePrice');
  const marks = [
    night.min_stay > 1 && t('grid.minStay', { count: night.min_stay }),
    night.closed_to_arrival && t('grid.noArrival'),
    night.closed_to_departure && t('grid.noDeparture'),
  ].filter((m): m is string => !!m);
  return (
    <td data-night={day} data-price={night.price} data-closed={night.closed || undefined}
      className={cn('h-16 rounded-md p-1 align-top sm:h-20 sm:p-1.5',
        night.closed ? 'bg-stone-300 text-stone-600' : night.rule_id ? 'bg-olive-50 text-olive-950' : 'bg-white text-stone-800',
        'border border-stone-200')}
      title={`${formatDate(day, lang)} · ${rule}`}>
      <span className="block font-semibold">{Number(day.slice(8))}</span>
      {night.closed ? (
        <span className="block text-[0.65rem] font-semibold [overflow-wrap:anywhere] sm:text-xs sm:uppercase">{t('grid.closed')}</span>
      ) : (
        <span className={cn('block text-[0.7rem] tabular-nums sm:text-xs', Number(night.weekend_uplift) > 0 && 'text-terracotta-700')}>
          <span className="sm:hidden">{formatEuroCompact(night.price)}</span>
          <span className="hidden sm:inline">{formatEuro(night.price)}</span>
        </span>
      )}
      {marks.map((m) => (
        <span key={m} className="block truncate text-[0.65rem] leading-tight text-stone-600">{m}</span>
      ))}
      <span className="sr-only">{rule}</span>
    </td>
  );
});
