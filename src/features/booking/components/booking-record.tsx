import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { useEnumLabel } from '@/domain/enum-labels.ts';
import { formatDate } from '@/lib/dates.ts';
import { toLanguage } from '@/lib/i18n.ts';
import { formatEuro } from '@/lib/money.ts';
import { rateLimitMessage } from '@/domain/refusals.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import type { FoundBooking, LookupInput } from '../api/find-booking.ts';
import { feeBand, feeTextKey } from '../cancellation-fee.ts';

export interface BookingRecordProps {
  booking: FoundBooking;
  input: LookupInput;
  onCancelled: (booking: FoundBooking) => void;
  onAnother: () => void;
}

export function BookingRecord({ booking, input, onCancelled, onAnother }: BookingRecordProps) {
  const { t, i18n } = useTranslation('booking');
  const label = useEnumLabel();
  const lang = toLanguage(i18n.resolvedLanguage);
  const cancel = useCancelBooking();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // The database's figures: days to check-in (farm calendar), the share and the fee of cancelling today.
  const { daysBefore: days, feePercent: percent, fee } = booking.cancellationNow;
  const feeText = t(feeTextKey(feeBand(percent)), { days, percent, fee: formatEuro(fee) });
  const cancellable = booking.bookingStatus === 'confirmed' && days >= 0;

  const confirmCancel = async () => {
    setError(null);
    try {
      const result = await cancel.mutateAsync(input);
      onCancelled({ ...booking, bookingStatus: 'cancelled', cancellationFee: result.cancellationFee });
      setNotice(t('lookup.cancelled', { fee: formatEuro(result.cancellationFee) }));
      setOpen(false);
    } catch (e) {
      const wait = rateLimitMessage(e);
      if (!wait) console.error('cancel booking failed', e);
      setError(wait ? t(wait.key, wait.params) : t('lookup.cancelError'));
    }
  };

  return (
    <section aria-labelledby="record-title" className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="record-title" className="font-serif text-2xl">
          {t('lookup.booking', { reference: booking.reference })}
        </h2>
        <Badge tone={booking.bookingStatus === 'confirmed' ? 'success' : 'danger'} data-testid="booking-status">
          {label('bookingStatus', booking.bookingStatus)}
        </Badge>
      </div>
      <div role="status" aria-live="polite">
        {notice && <p className="rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">{notice}</p>}
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-stone-600">{t('lookup.guest')}</dt>
        <dd className="font-medium">
          {booking.firstName} {booking.lastName}
        </dd>
        <dt className="text-stone-600">{t('lookup.period')}</dt>
        <dd>
          {t('summary.period', { from: formatDate(booking.checkIn, lang), to: formatDate(booking.checkOut, lang) })} ·{' '}
          {t('summary.nights', { count: booking.nights })}
        </dd>
        <dt className="text-stone-600">{t('lookup.rooms')}</dt>
        <dd>
          <ul>
            {booking.rooms.map((r) => (
              <li key={r.roomId}>{t('lookup.roomLine', { room: r.name, guests: t('summary.guests', { count: r.guests }) })}</li>
            ))}
          </ul>
        </dd>
        <dt className="text-stone-600">{t('lookup.payment')}</dt>
        <dd>{t(`payment.methods.${booking.paymentMethod}`)}</dd>
        <dt className="text-stone-600">{t('lookup.total')}</dt>
        <dd className="font-semibold">{formatEuro(booking.totalPrice)}</dd>
        {booking.bookingStatus === 'cancelled' && booking.cancellationFee !== null && (
          <>
            <dt className="text-stone-600">{t('lookup.fee')}</dt>
            <dd className="font-semibold" data-testid="charged-fee">
              {formatEuro(booking.cancellationFee)}
            </dd>
          </>
        )}
      </dl>

      {cancellable && (
        <div className="flex flex-col gap-3 rounded-xl bg-cream-100 p-4">
          <p className="text-sm text-stone-800" data-testid="fee-preview">
            {feeText}
          </p>
          <Link to="/booking-policy#cancellation" className="w-fit text-sm font-medium text-olive-800 underline underline-offset-4">
            {t('lookup.policyLink')}
          </Link>
          <Button variant="destructive" className="w-fit" onClick={() => setOpen(true)}>
            {t('lookup.cancel')}
          </Button>
        </div>
      )}

      <Button variant="link" className="w-fit" onClick={onAnother}>
        {t('lookup.another')}
      </Button>

      <Dialog open={open} onOpenChange={(v) => !cancel.isPending && setOpen(v)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('lookup.cancelTitle', { reference: booking.reference })}</DialogTitle>
            <DialogDescription>{feeText}</DialogDescription>
          </DialogHeader>
          {error && (
            <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              {t('lookup.keep')}
            </Button>
            <Button variant="destructive" onClick={confirmCancel} pending={cancel.isPending}>
              {cancel.isPending ? t('lookup.cancelling') : t('lookup.confirmCancel')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
