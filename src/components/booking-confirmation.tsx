// What a guest keeps after booking, on the booking page and in the chat alike: the reference, the stay, the rooms,
// the total and when it is paid, what happens next, the lookup link and an .ics for the guest's calendar.
// Presentational: each feature passes what its server answered. The heading takes the focus, so the confirmation
// is read and seen wherever the guest was on the page.
import { useEffect, useRef } from 'react';
import { CalendarPlus, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useHref } from 'react-router-dom';
import { TouristTaxLine } from '@/components/tourist-tax-line.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatDate } from '@/lib/dates.ts';
import { toLanguage } from '@/lib/i18n.ts';
import { formatEuro } from '@/lib/money.ts';

export interface ConfirmedStay {
  reference: string;
  email: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: { name: string; guests: number }[];
  totalCents: number;
  /** The tourist tax the booking stored, paid at the property (0: none). */
  touristTaxCents: number;
  method: 'card' | 'paypal' | 'onsite';
}

export function BookingConfirmation({ stay, compact = false }: { stay: ConfirmedStay; compact?: boolean }) {
  const { t, i18n } = useTranslation('confirmation');
  const lang = toLanguage(i18n.resolvedLanguage);
  const heading = useRef<HTMLHeadingElement>(null);
  const lookupHref = `/prenotazione?ref=${encodeURIComponent(stay.reference)}`;
  const lookupAddress = useHref(lookupHref); // the calendar event's link, in the page's language
  const total = formatEuro({ cents: stay.totalCents });
  const roomsText = stay.rooms.map((r) => `${r.name} · ${t('guests', { count: r.guests })}`);

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);

  const download = async () => {
    const { stayIcs } = await import('@/lib/stay-ics.ts');
    const ics = stayIcs({
      reference: stay.reference,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      title: t('calendarTitle', { reference: stay.reference }),
      description: t('calendarBody', { reference: stay.reference, rooms: roomsText.join(', ') }),
      url: new URL(lookupAddress, window.location.origin).href,
    });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${stay.reference}.ics`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const Heading = compact ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby="booking-confirmation-title"
      data-testid="booking-confirmation"
      className={compact ? 'flex flex-col gap-4 p-4' : 'flex flex-col gap-6 rounded-2xl bg-olive-50 px-5 py-8 sm:px-10'}
    >
      <div className="flex flex-col items-center gap-2 text-center">
        <CheckCircle2 className="size-12 text-olive-700" aria-hidden />
        <Heading id="booking-confirmation-title" ref={heading} tabIndex={-1} className="scroll-mt-24 font-serif text-3xl text-olive-950 outline-none">
          {t('title')}
        </Heading>
        <p className="text-stone-700">{t('emailSent', { email: stay.email })}</p>
      </div>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="text-stone-600">{t('reference')}</dt>
          <dd className="font-mono text-xl font-semibold text-olive-900" data-testid="booking-reference">{stay.reference}</dd>
          <dd className="text-stone-600">{t('keepReference')}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('stay')}</dt>
          <dd>{t('period', { from: formatDate(stay.checkIn, lang), to: formatDate(stay.checkOut, lang) })}</dd>
          <dd>{t('nights', { count: stay.nights })}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('rooms')}</dt>
          {roomsText.map((r) => (
            <dd key={r}>{r}</dd>
          ))}
        </div>
        <div className="sm:col-span-2">
          <dt className="text-stone-600">{t('total')}</dt>
          <dd className="text-lg font-semibold" data-testid="confirmation-total">{total}</dd>
          <dd>{t(`paid.${stay.method}`, { total })}</dd>
          {stay.touristTaxCents > 0 && <dd><TouristTaxLine cents={stay.touristTaxCents} className="mt-2" /></dd>}
        </div>
      </dl>
      <div className="text-sm">
        <p className="font-semibold text-olive-950">{t('nextTitle')}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-700">
          {(['email', 'checkin', 'cancel', 'id'] as const).map((k) => (
            <li key={k}>{t(`next.${k}`)}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Button variant="accent" onClick={() => void download()}>
          <CalendarPlus className="size-4" aria-hidden />
          {t('calendar')}
        </Button>
        <Button asChild variant="outline">
          <Link to={lookupHref}>{t('lookup')}</Link>
        </Button>
      </div>
    </section>
  );
}
