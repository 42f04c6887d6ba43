import { useState } from 'react';
import { Copy, XCircle } from 'lucide-react';
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

export function BookingsList({ bookings }: { bookings: AdminBooking[] }) {
  const { t } = useTranslation('admin');
  const label = useEnumLabel();
  const cancel = useAdminCancelBooking();
  const [target, setTarget] = useState<AdminBooking | null>(null);
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
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm">
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
      <table className="w-full min-w-[860px] text-left text-sm">
        <caption className="sr-only">{t('bookings.list')}</caption>
        <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-500">
          <tr>
            {(['reference', 'guest', 'dates', 'rooms', 'guests', 'total', 'payment', 'status'] as const).map((c) => (
              <th key={c} scope="col" className="px-3 py-3">{t(`bookings.columns.${c}`)}</th>
            ))}
            <th scope="col" className="px-3 py-3"><span className="sr-only">{t('bookings.cancel')}</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {bookings.map((b) => (
            <tr key={b.id} data-testid={`booking-${b.reference}`}>
              <td className="px-3 py-2 font-mono font-semibold">{b.reference}</td>
              <td className="px-3 py-2">{b.first_name} {b.last_name}<span className="block text-xs text-stone-500">{b.email}</span></td>
              <td className="px-3 py-2 whitespace-nowrap">
                {formatDate(b.check_in, lang, 'd MMM')} – {formatDate(b.check_out, lang, 'd MMM yyyy')}
                <span className="block text-xs text-stone-500">{t('bookings.nights', { count: b.nights })}</span>
              </td>
              <td className="px-3 py-2">{b.booking_rooms.map((r) => r.rooms?.name).filter(Boolean).join(', ')}</td>
              <td className="px-3 py-2 text-center">{b.total_guests}</td>
              <td className="px-3 py-2 text-right font-semibold">{formatEuro(b.total_price)}</td>
              <td className="px-3 py-2">{label('paymentMethod', b.payment_method)} · {label('paymentStatus', b.payment_status)}</td>
              <td className="px-3 py-2">
                <Badge tone={b.booking_status === 'confirmed' ? 'success' : 'danger'}>{label('bookingStatus', b.booking_status)}</Badge>
                {b.booking_status === 'cancelled' && b.cancellation_fee !== null && (
                  <span className="block text-xs text-stone-500">{t('bookings.fee', { fee: formatEuro(b.cancellation_fee) })}</span>
                )}
              </td>
              <td className="px-3 py-2">
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
