import { useState } from 'react';
import { Copy, FileText, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/page-states.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useEnumLabel } from '@/domain/enum-labels.ts';
import { formatDate } from '@/lib/dates.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { formatEuro } from '@/lib/money.ts';
import { useAdminCancelBooking } from '../api/cancel-booking.ts';
import type { AdminBooking } from '../api/get-admin-bookings.ts';
import { roomCalendarUrl, type AdminRoom } from '../api/get-rooms.ts';
import { BookingSummary } from './booking-summary.tsx';
import { cardRows, CellName } from './card-rows.tsx';

export function RoomFeeds({ rooms }: { rooms: AdminRoom[] }) {
  const { t } = useTranslation('admin');
  const copy = (room: AdminRoom) =>
    navigator.clipboard.writeText(roomCalendarUrl(room.slug)).then(() => toast.success(t('bookings.icalCopied')), () => undefined);
  return (
    <section className="flex flex-wrap items-center gap-2" aria-label={t('bookings.ical')}>
      <span className="text-sm font-semibold text-stone-700">{t('bookings.ical')}:</span>
      {rooms.map((r) => (
        <Button key={r.id} variant="outline" size="sm" onClick={() => void copy(r)} aria-label={t('bookings.icalCopy', { room: r.name })}>
          <Copy className="size-4" aria-hidden />
          {r.name}
        </Button>
      ))}
    </section>
  );
}

const COLUMNS = ['reference', 'guest', 'dates', 'rooms', 'guests', 'total', 'payment', 'status'] as const;
const cell = `${cardRows.cell} md:px-3`;

/** The bookings as a table from 768 px; below, one card per booking whose cells carry their column's name. */
export function BookingsList({ bookings }: { bookings: AdminBooking[] }) {
  const { t } = useTranslation('admin');
  const name = (c: (typeof COLUMNS)[number]) => <CellName>{t(`bookings.columns.${c}`)}</CellName>;
  const label = useEnumLabel();
  const cancel = useAdminCancelBooking();
  const [target, setTarget] = useState<AdminBooking | null>(null);
  const [shown, setShown] = useState<AdminBooking | null>(null);
  const lang = currentLanguage();
  if (bookings.length === 0) return <EmptyState title={t('bookings.empty')} />;
  const onConfirm = (b: AdminBooking) =>
    cancel.mutate(b.id, {
      onSuccess: (r) => {
        setTarget(null);
        toast.success(t('bookings.cancelled', { fee: formatEuro(r.cancellation_fee) }));
      },
    });
  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:bg-white md:shadow-sm">
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(o) => !o && setTarget(null)}
        title={t('bookings.confirmCancelTitle', { reference: target?.reference ?? '' })}
        description={t('bookings.confirmCancel')}
        confirmLabel={t('bookings.confirmCancelYes')}
        cancelLabel={t('bookings.keep')}
        destructive
        pending={cancel.isPending}
        onConfirm={() => target && onConfirm(target)}
      />
      <BookingSummary booking={shown} onClose={() => setShown(null)} />
      <table className={cardRows.table} data-testid="bookings-table">
        <caption className="sr-only">{t('bookings.list')}</caption>
        <thead className={cardRows.head}>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="px-3 py-3">{t(`bookings.columns.${c}`)}</th>
            ))}
            <th scope="col" className="px-3 py-3"><span className="sr-only">{t('bookings.details')}</span></th>
          </tr>
        </thead>
        <tbody className={cardRows.body}>
          {bookings.map((b) => (
            <tr key={b.id} className={cardRows.row} data-testid={`booking-${b.reference}`}>
              <td className={`${cell} font-mono font-semibold`}>{name('reference')}{b.reference}</td>
              <td className={cell}>
                {name('guest')}
                <span className={cardRows.value}>
                  {b.first_name} {b.last_name}
                  <span className="block text-xs break-all text-stone-500">{b.email}</span>
                </span>
              </td>
              <td className={cell}>
                {name('dates')}
                <span className={`${cardRows.value} whitespace-nowrap`}>
                  {formatDate(b.check_in, lang, 'd MMM')} – {formatDate(b.check_out, lang, 'd MMM yyyy')}
                  <span className="block text-xs text-stone-500">{t('bookings.nights', { count: b.nights })}</span>
                </span>
              </td>
              <td className={cell}>{name('rooms')}<span className={cardRows.value}>{b.booking_rooms.map((r) => r.rooms?.name).filter(Boolean).join(', ')}</span></td>
              <td className={`${cell} md:text-center`}>{name('guests')}{b.total_guests}</td>
              <td className={`${cell} font-semibold md:text-right`}>{name('total')}{formatEuro(b.total_price)}</td>
              <td className={cell}>{name('payment')}<span className={cardRows.value}>{label('paymentMethod', b.payment_method)} · {label('paymentStatus', b.payment_status)}</span></td>
              <td className={cell}>
                {name('status')}
                <span className={cardRows.value}>
                  <Badge tone={b.booking_status === 'confirmed' ? 'success' : 'danger'}>{label('bookingStatus', b.booking_status)}</Badge>
                  {b.booking_status === 'cancelled' && b.cancellation_fee !== null && (
                    <span className="block text-xs text-stone-500">{t('bookings.fee', { fee: formatEuro(b.cancellation_fee) })}</span>
                  )}
                </span>
              </td>
              <td className="flex flex-wrap gap-1 pt-2 md:table-cell md:px-3 md:py-2 md:whitespace-nowrap">
                <Button variant="ghost" size="sm" aria-label={t('bookings.detailsLabel', { reference: b.reference })} onClick={() => setShown(b)}>
                  {/* Not Eye: shared with the product card it would be one more chunk named in the first render's map. */}
                  <FileText className="size-4" aria-hidden />
                  {t('bookings.details')}
                </Button>
                {b.booking_status === 'confirmed' && (
                  <Button variant="ghost" size="sm" aria-label={t('bookings.cancelLabel', { reference: b.reference })} disabled={cancel.isPending} onClick={() => setTarget(b)}>
                    <XCircle className="size-4" aria-hidden />
                    {t('bookings.cancel')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
