// A booking's essentials in a dialog, opened by tapping its bar in the phone's week calendar.
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { useEnumLabel } from '@/domain/enum-labels.ts';
import { formatDate } from '@/lib/dates.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { formatEuro } from '@/lib/money.ts';
import type { AdminBooking } from '../api/get-admin-bookings.ts';

export function BookingSummary({ booking, onClose }: { booking: AdminBooking | null; onClose: () => void }) {
  return (
    <Dialog open={booking !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-md">{booking && <SummaryBody booking={booking} />}</DialogContent>
    </Dialog>
  );
}

function SummaryBody({ booking: b }: { booking: AdminBooking }) {
  const { t } = useTranslation('admin');
  const label = useEnumLabel();
  const lang = currentLanguage();
  const rows: Array<[string, string]> = [
    [t('bookings.columns.guest'), `${b.first_name} ${b.last_name} · ${b.email}`],
    [t('bookings.columns.dates'), `${formatDate(b.check_in, lang, 'd MMM')} – ${formatDate(b.check_out, lang, 'd MMM yyyy')} · ${t('bookings.nights', { count: b.nights })}`],
    [t('bookings.columns.rooms'), b.booking_rooms.filter((r) => !r.cancelled).map((r) => r.rooms?.name).filter(Boolean).join(', ')],
    [t('bookings.columns.guests'), String(b.total_guests)],
    [t('bookings.columns.total'), formatEuro(b.total_price)],
    [t('bookings.columns.payment'), `${label('paymentMethod', b.payment_method)} · ${label('paymentStatus', b.payment_status)}`],
    [t('bookings.columns.status'), label('bookingStatus', b.booking_status)],
  ];
  return (
    <>
      <DialogHeader>
        <DialogTitle className="font-mono">{b.reference}</DialogTitle>
        <DialogDescription>{t('bookings.stayOf', { reference: b.reference, guest: `${b.first_name} ${b.last_name}` })}</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-stone-700">{term}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
