// The server's quote of the desk stay as the owner types it: the total the booking will get (every room), the
// tourist tax paid at the property, or why the stay cannot be booked (and which room).
import { useTranslation } from 'react-i18next';
import { formatEuro } from '@/lib/money.ts';
import { useDeskQuote, type DeskStay } from '../api/desk-booking.ts';

export function DeskQuote({ input }: { input: DeskStay }) {
  const { t } = useTranslation('rates');
  const quote = useDeskQuote(input);
  if (!quote.data) return <p className="text-sm text-stone-600" aria-live="polite">{quote.isFetching ? t('desk.quoting') : t('desk.quoteHint')}</p>;
  const q = quote.data;
  const reason = t(`desk.quoteRefused.${q.reason}`, { defaultValue: t('desk.quoteRefused.other'), count: q.min_nights ?? 0 });
  return (
    <p className="rounded-lg bg-cream-100 px-3 py-2 text-sm" aria-live="polite" data-testid="desk-quote">
      {q.ok
        ? t('desk.quote', { count: q.nights, total: formatEuro(q.total ?? 0), tax: formatEuro(q.tourist_tax?.amount ?? 0) })
        : input.rooms.length > 1 && q.room ? t('desk.quoteRefusedRoom', { room: q.room, reason }) : reason}
    </p>
  );
}
