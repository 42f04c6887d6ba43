// The booking e-mails' content, pure so it can be tested without SMTP or a database.
import type { CancellationPolicy } from '../../_shared/cancellation-policy.ts';
import { type Block, type Lang, renderMail, sitePage, tr } from '../../_shared/mail.ts';
import { breakdownBlocks, type StoredQuote } from './stay-breakdown.ts';

export interface BookingRow {
  id: string;
  reference: string;
  check_in: string;
  check_out: string;
  nights: number;
  total_guests: number;
  total_price: number | string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  payment_method: 'card' | 'paypal' | 'onsite';
  booking_status: string;
  language: string;
  card_last_4: string | null;
  cancellation_fee: number | string | null;
  /** The quote the booking was priced by (null for bookings before quotes). */
  quote?: StoredQuote | null;
  /** The tourist tax the booking stored (bookings.tourist_tax): paid at the property, never in total_price. */
  tourist_tax?: number | string | null;
}

export interface BookingRoomLine {
  name: string;
  type: string;
  guests: number;
  price_per_night: number | string;
}

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const formatEuro = (v: number | string): string => euro.format(Number(v));

function formatDay(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'it-IT', {
    weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

const METHODS = {
  card: { it: 'Carta di credito', en: 'Credit card' },
  paypal: { it: 'PayPal', en: 'PayPal' },
  onsite: { it: 'Pagamento in struttura (carta a garanzia)', en: 'Pay at the property (card as guarantee)' },
} as const;

/** The policy in the guest's language, from the figures the database applies (settings.cancellation_policy). */
function cancellationPolicyText(p: CancellationPolicy | null): { it: string; en: string } {
  if (!p) {
    return {
      it: 'Le condizioni di cancellazione sono sulla pagina della politica di prenotazione del sito.',
      en: 'The cancellation terms are on the booking policy page of the website.',
    };
  }
  return {
    it: [
      `Cancellazione gratuita fino a più di ${p.free_over_days} giorni prima del check-in, con rimborso completo.`,
      `Tra ${p.free_over_days} e ${p.partial_from_days} giorni prima del check-in: addebito del ${p.partial_percent}% del totale sulla carta di garanzia.`,
      `A meno di ${p.partial_from_days} giorni dal check-in o in caso di mancata presentazione: addebito del 100%, senza rimborso.`,
    ].join('\n'),
    en: [
      `Free cancellation more than ${p.free_over_days} days before check-in, with a full refund.`,
      `Between ${p.free_over_days} and ${p.partial_from_days} days before check-in: ${p.partial_percent}% of the total is charged to the guarantee card.`,
      `Within ${p.partial_from_days} days of check-in or no-show: 100% is charged, with no refund.`,
    ].join('\n'),
  };
}

const lookupUrl = (siteUrl: string, reference: string, lang: Lang) => sitePage(siteUrl, `/prenotazione?ref=${encodeURIComponent(reference)}`, lang);

function stayRows(b: BookingRow, lang: Lang): Array<[string, string]> {
  return [
    [tr(lang, { it: 'Codice prenotazione', en: 'Booking reference' }), b.reference],
    [tr(lang, { it: 'Check-in', en: 'Check-in' }), `${formatDay(b.check_in, lang)}, 15:00-20:00`],
    [tr(lang, { it: 'Check-out', en: 'Check-out' }), `${formatDay(b.check_out, lang)}, ${tr(lang, { it: 'entro le 10:00', en: 'by 10:00' })}`],
    [tr(lang, { it: 'Notti', en: 'Nights' }), String(b.nights)],
    [tr(lang, { it: 'Ospiti', en: 'Guests' }), String(b.total_guests)],
  ];
}

/** The tax beside the total, worded as the confirmation page words it (booking:touristTax); none when there is none. */
function touristTaxRow(b: BookingRow, lang: Lang): Array<[string, string]> {
  const tax = Number(b.tourist_tax ?? 0);
  if (!(tax > 0)) return [];
  return [[tr(lang, { it: 'Imposta di soggiorno', en: 'Tourist tax' }), tr(lang, {
    it: `${formatEuro(tax)}, da pagare in struttura, non compresa nel totale né nella garanzia con carta`,
    en: `${formatEuro(tax)}, paid at the property, not included in the total or in the card guarantee`,
  })]];
}

export function confirmationMail(b: BookingRow, rooms: BookingRoomLine[], siteUrl: string, policy: CancellationPolicy | null) {
  const lang: Lang = b.language === 'en' ? 'en' : 'it';
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: tr(lang, {
        it: `Gentile ${b.first_name} ${b.last_name}, grazie per aver scelto il nostro agriturismo. Ecco il riepilogo della tua prenotazione.`,
        en: `Dear ${b.first_name} ${b.last_name}, thank you for choosing our farm stay. Here is the summary of your booking.`,
      }),
    },
    { kind: 'details', rows: stayRows(b, lang) },
    { kind: 'heading', text: tr(lang, { it: 'Camere', en: 'Rooms' }) },
    {
      kind: 'table',
      head: [
        tr(lang, { it: 'Camera', en: 'Room' }),
        tr(lang, { it: 'Ospiti', en: 'Guests' }),
        tr(lang, { it: 'Prezzo a notte', en: 'Price per night' }),
      ],
      rows: rooms.map((r) => [r.name, String(r.guests), formatEuro(r.price_per_night)]),
    },
    ...breakdownBlocks(b.quote, lang),
    {
      kind: 'details',
      rows: [
        [tr(lang, { it: 'Totale', en: 'Total' }), formatEuro(b.total_price)],
        ...touristTaxRow(b, lang),
        [tr(lang, { it: 'Metodo di pagamento', en: 'Payment method' }), tr(lang, METHODS[b.payment_method] ?? METHODS.card)],
        ...(b.card_last_4 ? [[tr(lang, { it: 'Carta di garanzia', en: 'Guarantee card' }), `•••• ${b.card_last_4}`] as [string, string]] : []),
      ],
    },
    { kind: 'heading', text: tr(lang, { it: 'Politica di cancellazione', en: 'Cancellation policy' }) },
    { kind: 'paragraph', text: tr(lang, cancellationPolicyText(policy)) },
    {
      kind: 'button',
      label: tr(lang, { it: 'Vedi o cancella la prenotazione', en: 'View or cancel the booking' }),
      url: lookupUrl(siteUrl, b.reference, lang),
    },
  ];
  return renderMail({
    lang,
    subject: tr(lang, {
      it: `Prenotazione confermata ${b.reference}`,
      en: `Booking confirmed ${b.reference}`,
    }),
    title: tr(lang, { it: 'Prenotazione confermata!', en: 'Booking Confirmed!' }),
    blocks,
    footer: tr(lang, {
      it: `Per gestire la prenotazione usa il codice ${b.reference} e questo indirizzo e-mail.`,
      en: `To manage the booking use the reference ${b.reference} and this e-mail address.`,
    }),
  });
}

export function cancellationMail(b: BookingRow, rooms: BookingRoomLine[], policy: CancellationPolicy | null) {
  const lang: Lang = b.language === 'en' ? 'en' : 'it';
  const fee = Number(b.cancellation_fee ?? 0);
  return renderMail({
    lang,
    subject: tr(lang, { it: `Prenotazione cancellata ${b.reference}`, en: `Booking cancelled ${b.reference}` }),
    title: tr(lang, { it: 'Prenotazione cancellata', en: 'Booking cancelled' }),
    blocks: [
      {
        kind: 'paragraph',
        text: tr(lang, {
          it: `Gentile ${b.first_name} ${b.last_name}, la tua prenotazione è stata cancellata.`,
          en: `Dear ${b.first_name} ${b.last_name}, your booking has been cancelled.`,
        }),
      },
      { kind: 'details', rows: stayRows(b, lang) },
      { kind: 'table', head: [tr(lang, { it: 'Camera', en: 'Room' }), tr(lang, { it: 'Ospiti', en: 'Guests' })], rows: rooms.map((r) => [r.name, String(r.guests)]) },
      {
        kind: 'details',
        rows: [
          [tr(lang, { it: 'Totale', en: 'Total' }), formatEuro(b.total_price)],
          [tr(lang, { it: 'Penale di cancellazione', en: 'Cancellation fee' }), formatEuro(fee)],
        ],
      },
      { kind: 'paragraph', text: tr(lang, cancellationPolicyText(policy)) },
    ],
  });
}
