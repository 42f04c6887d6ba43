// The bookings calendar: from 768 px a month, one row per room and one cell per night, stays marked with their
// reference; on a phone one week at a time (week-calendar.tsx), where a month would be unreadable slivers.
import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { formatDate } from '@/lib/dates.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import type { AdminBooking } from '../api/get-admin-bookings.ts';
import type { AdminRoom } from '../api/get-rooms.ts';
import { monthDays, shiftMonth, stayOn, type CalendarStay } from '../month-calendar.ts';
import { WeekCalendar } from './week-calendar.tsx';

export function BookingsCalendar({ bookings, rooms }: { bookings: AdminBooking[]; rooms: AdminRoom[] }) {
  const { t } = useTranslation('admin');
  const now = new Date();
  const [{ year, month }, setMonth] = useState({ year: now.getFullYear(), month: now.getMonth() });
  const days = monthDays(year, month);
  const stays: CalendarStay[] = bookings
    .filter((b) => b.booking_status !== 'cancelled')
    .flatMap((b) => b.booking_rooms.filter((r) => !r.cancelled).map((r) => ({ id: b.id, room_id: r.room_id, check_in: r.check_in, check_out: r.check_out, label: b.reference })));
  const lang = currentLanguage();
  return (
    <>
      <div className="md:hidden">
        <WeekCalendar bookings={bookings} rooms={rooms} stays={stays} />
      </div>
      <section className="hidden flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm md:flex" aria-labelledby="calendar-title">
        <div className="flex items-center justify-between gap-2">
          <Button variant="ghost" size="icon" aria-label={t('bookings.previousMonth')} onClick={() => setMonth(shiftMonth(year, month, -1))}>
            <ChevronLeft className="size-5" aria-hidden />
          </Button>
          <h2 id="calendar-title" className="font-serif text-xl capitalize" aria-live="polite">{formatDate(days[0], lang, 'MMMM yyyy')}</h2>
          <Button variant="ghost" size="icon" aria-label={t('bookings.nextMonth')} onClick={() => setMonth(shiftMonth(year, month, 1))}>
            <ChevronRight className="size-5" aria-hidden />
          </Button>
        </div>
        <div className="overflow-x-auto">
          <table className="border-separate border-spacing-0.5 text-xs">
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 bg-white px-2 text-left">{t('bookings.room')}</th>
                {days.map((d) => (
                  <th key={d} scope="col" className="w-7 text-center font-normal text-stone-500">{Number(d.slice(8))}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rooms.map((room) => (
                <tr key={room.id}>
                  <th scope="row" className="sticky left-0 whitespace-nowrap bg-white px-2 text-left font-semibold">{room.name}</th>
                  {days.map((d) => {
                    const stay = stayOn(stays, room.id, d);
                    return (
                      <td key={d} className={stay ? 'h-7 rounded bg-terracotta-600 text-white' : 'h-7 rounded bg-stone-100'} title={stay ? `${stay.label} · ${d}` : d}>
                        {stay && <span className="sr-only">{stay.label}</span>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
