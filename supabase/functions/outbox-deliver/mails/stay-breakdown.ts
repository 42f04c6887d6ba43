// "Why this price" in the booking e-mail, from the quote the booking stored (bookings.quote, docs/rates.md):
// each room's nights grouped by the rule and price that set them, its extras and discount, and the tourist tax,
// paid at the property and never in the total.
import { type Block, type Lang, tr } from '../../_shared/mail.ts';

interface Night {
  date: string;
  price: number | string;
  weekend_uplift?: number | string;
  extra_guests?: number | string;
  cots?: number | string;
  extra_beds?: number | string;
  rule: string | null;
  rule_en?: string | null;
}

interface Room {
  name: string;
  nights: Night[];
  discount?: { percent: number | string; amount: number | string } | null;
}

export interface StoredQuote {
  rooms?: Room[];
  tourist_tax?: {
    enabled: boolean;
    per_person_night: number | string;
    exempt_under_age: number | string;
    taxable_guests: number;
    taxable_nights: number;
    amount: number | string;
  };
}

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const money = (v: number | string) => euro.format(Number(v));
const cents = (v: number | string | undefined) => Math.round(Number(v ?? 0) * 100);

function shortDay(iso: string, lang: Lang) {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'it-IT', { day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(`${iso}T00:00:00Z`));
}

/** The rows of one room: "2 nights from 10 Aug × 170,00 € · August peak", then its extras and discount. */
function roomRows(room: Room, lang: Lang): string[][] {
  const groups: { from: string; count: number; price: number; label: string | null; weekend: boolean }[] = [];
  for (const n of room.nights) {
    const label = lang === 'en' ? (n.rule_en ?? n.rule) : n.rule;
    const price = cents(n.price);
    const weekend = cents(n.weekend_uplift) > 0;
    const last = groups.at(-1);
    if (last && last.label === label && last.price === price && last.weekend === weekend) last.count++;
    else groups.push({ from: n.date, count: 1, price, label, weekend });
  }
  const rows = groups.map((g) => [
    room.name,
    `${tr(lang, { it: g.count === 1 ? '1 notte' : `${g.count} notti`, en: g.count === 1 ? '1 night' : `${g.count} nights` })} ` +
      `${tr(lang, { it: 'dal', en: 'from' })} ${shortDay(g.from, lang)} × ${money(g.price / 100)} · ` +
      `${g.label ?? tr(lang, { it: 'tariffa base', en: 'base rate' })}` +
      (g.weekend ? ` (${tr(lang, { it: 'fine settimana', en: 'weekend' })})` : ''),
    money((g.count * g.price) / 100),
  ]);
  const extras = [
    { key: 'extra_guests', text: { it: 'Ospiti aggiuntivi', en: 'Extra guests' } },
    { key: 'cots', text: { it: 'Culle', en: 'Cots' } },
    { key: 'extra_beds', text: { it: 'Letti aggiunti', en: 'Extra beds' } },
  ] as const;
  for (const e of extras) {
    const sum = room.nights.reduce((s, n) => s + cents(n[e.key]), 0);
    if (sum > 0) rows.push([room.name, tr(lang, e.text), money(sum / 100)]);
  }
  if (room.discount && cents(room.discount.amount) > 0) {
    rows.push([room.name, tr(lang, { it: `Sconto soggiorno lungo ${room.discount.percent}%`, en: `Long-stay discount ${room.discount.percent}%` }),
      `−${money(room.discount.amount)}`]);
  }
  return rows;
}

/** The breakdown's blocks; none when the booking has no stored quote (bookings made before quotes existed). */
export function breakdownBlocks(quote: StoredQuote | null | undefined, lang: Lang): Block[] {
  if (!quote?.rooms?.length) return [];
  const blocks: Block[] = [
    { kind: 'heading', text: tr(lang, { it: 'Perché questo prezzo', en: 'Why this price' }) },
    {
      kind: 'table',
      head: [tr(lang, { it: 'Camera', en: 'Room' }), tr(lang, { it: 'Dettaglio', en: 'Detail' }), tr(lang, { it: 'Importo', en: 'Amount' })],
      rows: quote.rooms.flatMap((r) => roomRows(r, lang)),
    },
  ];
  const tax = quote.tourist_tax;
  if (tax?.enabled && cents(tax.amount) > 0) {
    blocks.push({
      kind: 'paragraph',
      text: tr(lang, {
        it: `Imposta di soggiorno: ${money(tax.amount)}, da pagare in struttura e non inclusa nel totale (${money(tax.per_person_night)} a persona per notte, ${tax.taxable_guests} ospiti × ${tax.taxable_nights} notti; esenti i minori di ${tax.exempt_under_age} anni).`,
        en: `Tourist tax: ${money(tax.amount)}, paid at the property and not included in the total (${money(tax.per_person_night)} per person per night, ${tax.taxable_guests} guests × ${tax.taxable_nights} nights; children under ${tax.exempt_under_age} exempt).`,
      }),
    });
  }
  return blocks;
}
