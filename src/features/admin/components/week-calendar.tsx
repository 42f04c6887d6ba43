// The bookings calendar on a phone: one week at a time, each room a row of seven legible days, each stay one bar
// to tap for its details (the month grid of the wider screens would squeeze a month into slivers).
import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { formatDate, toIsoDate, weekStartsOn } from '@/lib/dates.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import type { AdminBooking } from '../api/get-admin-bookings.ts';
import type { AdminRoom } from '../api/get-rooms.ts';
import type { CalendarStay } from '../month-calendar.ts';
import { shiftWeek, weekDays, weekSegments } from '../week-calendar.ts';
import { BookingSummary } from './booking-summary.tsx';

export function WeekCalendar({ bookings, rooms, stays }: { bookings: AdminBooking[]; rooms: AdminRoom[]; stays: CalendarStay[] }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const today = toIsoDate(new Date());
  const [anchor, setAnchor] = useState(today);
  const [openId, setOpenId] = useState<string | null>(null);
  const days = weekDays(anchor, weekStartsOn(lang));
  const title = `${formatDate(days[0], lang, 'd MMM')} – ${formatDate(days[6], lang, 'd MMM yyyy')}`;
  return (
    <section className="flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-sm" aria-labelledby="week-title" data-testid="week-calendar">
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="icon" aria-label={t('bookings.previousWeek')} onClick={() => setAnchor(shiftWeek(anchor, -1))}>
          <ChevronLeft className="size-5" aria-hidden />
        </Button>
        <h2 id="week-title" className="font-serif text-lg" aria-live="polite">{title}</h2>
        <Button variant="ghost" size="icon" aria-label={t('bookings.nextWeek')} onClick={() => setAnchor(shiftWeek(anchor, 1))}>
          <ChevronRight className="size-5" aria-hidden />
        </Button>
      </div>
      <div className="grid grid-cols-7 gap-0.5 text-center text-xs text-stone-600" aria-hidden>
        {days.map((d) => (
          <span key={d} className={d === today ? 'rounded bg-olive-100 font-semibold text-olive-900' : undefined}>
            <span className="block capitalize">{formatDate(d, lang, 'EEEEEE')}</span>
            <span className="block text-sm font-semibold text-stone-800">{Number(d.slice(8))}</span>
          </span>
        ))}
      </div>
      {rooms.map((room) => (
        <div key={room.id} className="flex flex-col gap-1" data-testid={`week-room-${room.slug}`}>
          <h3 className="text-sm font-semibold text-stone-800">{room.name}</h3>
          <div className="grid grid-cols-7 gap-0.5">
            {days.map((d, i) => (
              <span key={d} className="h-11 rounded bg-stone-100" style={{ gridColumn: i + 1, gridRow: 1 }} aria-hidden />
            ))}
            {weekSegments(stays, room.id, days).map(({ stay, start, span }) => (
              <button
                key={`${stay.id}-${start}`}
                type="button"
                className="z-10 h-11 min-w-0 cursor-pointer truncate rounded bg-terracotta-600 px-1 text-xs font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-olive-900"
                style={{ gridColumn: `${start + 1} / span ${span}`, gridRow: 1 }}
                aria-label={t('bookings.stayInRoom', { reference: stay.label, room: room.name })}
                onClick={() => setOpenId(stay.id)}
              >
                {stay.label}
              </button>
            ))}
          </div>
        </div>
      ))}
      <BookingSummary booking={bookings.find((b) => b.id === openId) ?? null} onClose={() => setOpenId(null)} />
    </section>
  );
}
