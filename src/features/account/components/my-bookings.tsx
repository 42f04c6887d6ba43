import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '@/domain/enum-labels.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { EmptyState, PageStates } from '@/components/ui/page-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate } from '@/lib/dates.ts';
import { formatEuro } from '@/lib/money.ts';
import { useMyBookings } from '../api/get-my-bookings.ts';

export function MyBookings({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('account');
  const label = useEnumLabel();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'it';
  const query = useMyBookings(userId);
  return (
    <section aria-labelledby="my-bookings">
      <h2 id="my-bookings" className="mb-3 text-2xl">{t('bookings.title')}</h2>
      <PageStates query={query} pending={<Skeleton className="h-20 w-full" />} empty={<EmptyState title={t('bookings.empty')} />}>
        {(bookings) => (
          <ul className="flex flex-col gap-3">
            {bookings.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                <div>
                  <p className="font-semibold">{t('bookings.reference', { reference: b.reference })}</p>
                  <p className="text-sm text-stone-600">
                    {t('bookings.dates', { from: formatDate(b.check_in, lang), to: formatDate(b.check_out, lang) })} ·{' '}
                    {t('bookings.guests', { count: b.total_guests })} · {formatEuro(b.total_price)}
                  </p>
                </div>
                <Badge tone={b.booking_status === 'confirmed' ? 'success' : 'danger'}>{label('bookingStatus', b.booking_status)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </PageStates>
    </section>
  );
}
