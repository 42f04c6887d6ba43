// The server's quote of the desk stay as the owner types it: the total the booking will get (every room), the
// tourist tax paid at the property when there is one, the same "why this price" as on /prenota (nights, cots, extra
// beds, the tax and its exemption by age), or why the stay cannot be booked (which room, which field of its party).
import { useTranslation } from 'react-i18next';
import { PriceBreakdown } from '@/components/stay-price-breakdown.tsx';
import { currentLanguage } from '@/lib/i18n.ts';
import { useDeskQuote, type DeskStay } from '../api/desk-booking.ts';
import { deskQuoteMessage } from '../desk-quote-text.ts';
import { partyRefusal } from '../desk-refusal.ts';

export function DeskQuote({ input }: { input: DeskStay }) {
  const { t } = useTranslation('rates');
  const quote = useDeskQuote(input);
  if (!quote.data) return <p className="text-sm text-stone-600" aria-live="polite">{quote.isFetching ? t('desk.quoting') : t('desk.quoteHint')}</p>;
  const q = quote.data;
  if (q.ok) {
    const quoteLine = deskQuoteMessage(q);
    return (
      <div className="flex flex-col gap-2 rounded-lg bg-cream-100 px-3 py-2" data-testid="desk-quote-box">
        <p className="text-sm" aria-live="polite" data-testid="desk-quote">
          {t(quoteLine.key, quoteLine.params)}
        </p>
        <PriceBreakdown lang={currentLanguage()} quote={q} open />
      </div>
    );
  }
  const party = partyRefusal(q);
  const reason = party ? t(party.key, party.params) : t(`desk.quoteRefused.${q.reason}`, { defaultValue: t('desk.quoteRefused.other'), count: q.min_nights ?? 0 });
  return (
    <p className="rounded-lg bg-cream-100 px-3 py-2 text-sm" aria-live="polite" data-testid="desk-quote">
      {!party && input.rooms.length > 1 && q.room ? t('desk.quoteRefusedRoom', { room: q.room, reason }) : reason}
    </p>
  );
}
