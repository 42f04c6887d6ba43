import { useTranslation } from 'react-i18next';
import { extrasCents, groupNights, type QuoteOk } from '@/domain/stay-quote.ts';
import { formatDate } from '@/lib/dates.ts';
import { formatEuro } from '@/lib/money.ts';

export interface PriceBreakdownProps {
  lang: 'it' | 'en';
  quote: QuoteOk;
  /** Shown unfolded (the owner's desk); folded by default on the page and in the chat. */
  open?: boolean;
}

/** "Why this price" (booking page and chat): every room's nights by the rule that priced them, extras, discounts, the tourist tax. */
export function PriceBreakdown({ lang, quote, open }: PriceBreakdownProps) {
  const { t } = useTranslation('booking');
  const tax = quote.tourist_tax;
  return (
    <details className="group text-sm" data-testid="price-breakdown" open={open}>
      <summary className="min-h-6 cursor-pointer font-medium text-olive-800">{t('quote.why')}</summary>
      <div className="mt-2 flex flex-col gap-3">
        {quote.rooms.map((room) => (
          <section key={room.room_id} aria-label={room.name}>
            <h3 className="font-medium text-stone-900">{room.name}</h3>
            <ul className="text-stone-700">
              {groupNights(room.nights, lang).map((g) => (
                <li key={g.from} className="flex justify-between gap-3">
                  <span>
                    {t('quote.nightLine', {
                      nights: t('summary.nights', { count: g.count }),
                      from: formatDate(g.from, lang, 'd MMM'),
                      price: formatEuro({ cents: g.priceCents }),
                    })}
                    {' · '}
                    {g.label ?? t('quote.baseRate')}
                    {g.weekend && ` (${t('quote.weekend')})`}
                  </span>
                  <span className="shrink-0">{formatEuro({ cents: g.count * g.priceCents })}</span>
                </li>
              ))}
              {Object.entries(extrasCents(room.nights)).map(([kind, cents]) =>
                cents > 0 && (
                  <li key={kind} className="flex justify-between gap-3">
                    <span>{t(`quote.extras.${kind}`)}</span>
                    <span className="shrink-0">{formatEuro({ cents })}</span>
                  </li>
                ),
              )}
              {room.discount && (
                <li className="flex justify-between gap-3">
                  <span>{t('quote.longStay', { percent: room.discount.percent, count: room.discount.min_nights })}</span>
                  <span className="shrink-0">−{formatEuro(room.discount.amount)}</span>
                </li>
              )}
            </ul>
          </section>
        ))}
        {tax.enabled && tax.amount > 0 && (
          <p className="rounded-md bg-cream-100 px-3 py-2 text-stone-700" data-testid="tourist-tax">
            {t('quote.touristTax', {
              amount: formatEuro(tax.amount),
              rate: formatEuro(tax.per_person_night),
              guests: tax.taxable_guests,
              nights: tax.taxable_nights,
              age: tax.exempt_under_age,
            })}
          </p>
        )}
      </div>
    </details>
  );
}
