import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TouristTaxLine } from '@/components/tourist-tax-line.tsx';
import { formatDate } from '@/lib/dates.ts';
import { stayTotalText, type StayTotal } from '@/domain/stay-quote.ts';

interface SummaryLine {
  roomId: string;
  name: string;
  guests: number;
}

export interface StaySummaryProps {
  lang: 'it' | 'en';
  checkIn: string;
  checkOut: string;
  nights: number;
  lines: SummaryLine[];
  /** The database's quote of the stay, or why there is no figure: not answered yet, or refused (said on screen). */
  totalCents: StayTotal;
  /** The quote's tourist tax, paid at the property (0 or absent: none). */
  touristTaxCents?: number;
  /** The quote's "why this price", under the total. */
  breakdown?: ReactNode;
}

/** Dates, nights, rooms with guests and totals: used by the sticky bar and the final summary. */
export function StaySummary({ lang, checkIn, checkOut, nights, lines, totalCents, touristTaxCents = 0, breakdown }: StaySummaryProps) {
  const { t } = useTranslation('booking');
  const totalGuests = lines.reduce((n, l) => n + l.guests, 0);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      <dt className="text-stone-600">{t('summary.dates')}</dt>
      <dd className="text-right font-medium text-stone-900">
        {t('summary.period', { from: formatDate(checkIn, lang, 'd MMM yyyy'), to: formatDate(checkOut, lang, 'd MMM yyyy') })}
        <span className="block text-stone-600">{t('summary.nights', { count: nights })}</span>
      </dd>
      <dt className="text-stone-600">{t('summary.rooms')}</dt>
      <dd className="text-right text-stone-900">
        <ul>
          {lines.map((l) => (
            <li key={l.roomId}>
              {l.name} · {t('summary.guests', { count: l.guests })}
            </li>
          ))}
        </ul>
      </dd>
      <dt className="text-stone-600">{t('summary.totalRooms')}</dt>
      <dd className="text-right text-stone-900">{lines.length}</dd>
      <dt className="text-stone-600">{t('summary.totalGuests')}</dt>
      <dd className="text-right text-stone-900">{totalGuests}</dd>
      <dt className="border-t border-stone-200 pt-2 font-semibold text-olive-950">{t('summary.total')}</dt>
      <dd className="border-t border-stone-200 pt-2 text-right text-lg font-semibold text-olive-950" data-testid="stay-total">
        {stayTotalText(totalCents, t('summary.totalPending'))}
      </dd>
      {touristTaxCents > 0 && (
        <dd className="col-span-2 text-right">
          <TouristTaxLine cents={touristTaxCents} />
        </dd>
      )}
      {breakdown && <dd className="col-span-2">{breakdown}</dd>}
    </dl>
  );
}
