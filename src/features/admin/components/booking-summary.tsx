// A booking's essentials in a dialog, opened from its bar in the phone's week calendar or its row in the list:
// with the party per room and the tourist tax (paid at the property), as the booking stored them.
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { useEnumLabel } from '@/domain/enum-labels.ts';
import { formatDate } from '@/lib/dates.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { formatEuro } from '@/lib/money.ts';
import type { AdminBooking } from '../api/get-admin-bookings.ts';
import { bookingParty, type RoomParty } from '../booking-party.ts';

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
  const party = bookingParty(b.quote);
  const partyText = (p: RoomParty) =>
    [
      t('bookings.partyAdults', { count: p.adults }),
      p.childAges.length > 0 &&
        t('bookings.partyChildren', { count: p.childAges.length, ages: p.childAges.map((a) => t('bookings.partyAge', { count: a })).join(', ') }),
      p.cots > 0 && t('bookings.partyCots', { count: p.cots }),
      p.extraBeds > 0 && t('bookings.partyBeds', { count: p.extraBeds }),
    ].filter(Boolean).join(' · ');
  const tax = Number(b.tourist_tax);
  const rows: Array<[string, string]> = [
    [t('bookings.columns.guest'), `${b.first_name} ${b.last_name} · ${b.email}`],
    [t('bookings.columns.dates'), `${formatDate(b.check_in, lang, 'd MMM')} – ${formatDate(b.check_out, lang, 'd MMM yyyy')} · ${t('bookings.nights', { count: b.nights })}`],
    [t('bookings.columns.rooms'), b.booking_rooms.filter((r) => !r.cancelled).map((r) => r.rooms?.name).filter(Boolean).join(', ')],
    [t('bookings.columns.guests'), String(b.total_guests)],
    ...(party ? party.map((p): [string, string] => [`${t('bookings.party')} · ${p.room}`, partyText(p)]) : []),
    [t('bookings.columns.total'), formatEuro(b.total_price)],
    [t('bookings.touristTax'), tax > 0 ? t('bookings.touristTaxValue', { amount: formatEuro(tax) }) : t('bookings.touristTaxNone')],
    [t('bookings.columns.payment'), `${label('paymentMethod', b.payment_method)} · ${label('paymentStatus', b.payment_status)}`],
    [t('bookings.columns.status'), label('bookingStatus', b.booking_status)],
  ];
  return (
    <>
      <DialogHeader>
        <DialogTitle className="font-mono">{b.reference}</DialogTitle>
        <DialogDescription>{t('bookings.stayOf', { reference: b.reference, guest: `${b.first_name} ${b.last_name}` })}</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm" data-testid="booking-summary">
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
