// The database's quote of a stay (public.quote_stay, docs/rates.md) and the pure rules that show it: nights
// grouped into "n nights × price · season" lines, and a refusal's translated reason. The booking page and the
// chat show the same quote, so both read it through here.
import { formatEuro, toCents } from '@/lib/money.ts';

export interface QuoteNight {
  date: string;
  price: number;
  base: number;
  weekend_uplift: number;
  extra_guests: number;
  /** The night's fee of the room's cots and extra beds (absent before they existed). */
  cots?: number;
  extra_beds?: number;
  rule_id: string | null;
  rule: string | null;
  rule_en: string | null;
}

interface QuoteRoom {
  room_id: string;
  name: string;
  guests: number;
  nights: QuoteNight[];
  nights_total: number;
  extras_total: number;
  discount: { rule: string; rule_en: string; percent: number; min_nights: number; amount: number } | null;
  total: number;
}

interface TouristTax {
  enabled: boolean;
  paid_at_property: true;
  per_person_night: number;
  exempt_under_age: number;
  taxable_guests: number;
  taxable_nights: number;
  amount: number;
}

export interface QuoteOk {
  ok: true;
  nights: number;
  rooms: QuoteRoom[];
  total: number;
  tourist_tax: TouristTax;
}

type QuoteReason =
  | 'INVALID_DATES' | 'PAST_DATES' | 'CHECK_OUT_NOT_AFTER_CHECK_IN' | 'STAY_TOO_LONG' | 'INVALID_ROOMS' | 'UNKNOWN_ROOM'
  | 'INVALID_GUESTS' | 'OVER_CAPACITY' | 'CLOSED' | 'TAKEN' | 'HELD' | 'CLOSED_TO_ARRIVAL' | 'CLOSED_TO_DEPARTURE' | 'MIN_STAY';

export interface QuoteRefusal {
  ok: false;
  reason: QuoteReason;
  room?: string;
  date?: string;
  min_nights?: number;
  max_guests?: number;
  max_cots?: number;
  max_extra_beds?: number;
  max_nights?: number;
  /** INVALID_GUESTS, OVER_CAPACITY: the party's bad field (guests, child_ages, cots, extra_beds). */
  field?: string;
}

export type StayQuote = QuoteOk | QuoteRefusal;

/** A room's extras over the stay, in cents: guests above the base occupancy, cots, extra beds. */
export function extrasCents(nights: readonly QuoteNight[]) {
  const sum = (f: (n: QuoteNight) => number | undefined) => nights.reduce((s, n) => s + toCents(f(n) ?? 0), 0);
  return { guests: sum((n) => n.extra_guests), cots: sum((n) => n.cots), extraBeds: sum((n) => n.extra_beds) };
}

export interface NightGroup {
  /** First night of the run (yyyy-MM-dd). */
  from: string;
  count: number;
  priceCents: number;
  /** The rule's label in the page's language; null: the room's base price. */
  label: string | null;
  weekend: boolean;
}

/** Consecutive nights with the same rule, price and weekend uplift, as one line each. */
export function groupNights(nights: readonly QuoteNight[], lang: 'it' | 'en'): NightGroup[] {
  const groups: NightGroup[] = [];
  for (const n of nights) {
    const label = lang === 'en' ? (n.rule_en ?? n.rule) : n.rule;
    const priceCents = toCents(n.price);
    const weekend = toCents(n.weekend_uplift) > 0;
    const last = groups.at(-1);
    if (last && last.label === label && last.priceCents === priceCents && last.weekend === weekend) last.count++;
    else groups.push({ from: n.date, count: 1, priceCents, label, weekend });
  }
  return groups;
}

export interface ReasonMessage {
  key: string;
  params: Record<string, string | number>;
}

/** The visitor's reason for a refused quote (`booking:quote.reason.*`, `count` for plurals, `date` as shown). */
export function quoteReasonMessage(q: QuoteRefusal, formatDay: (day: string) => string): ReasonMessage {
  const params: Record<string, string | number> = { room: q.room ?? '', date: q.date ? formatDay(q.date) : '' };
  switch (q.reason) {
    case 'MIN_STAY':
      return { key: 'booking:quote.reason.minStay', params: { ...params, count: q.min_nights ?? 1 } };
    case 'OVER_CAPACITY':
      return { key: 'booking:quote.reason.overCapacity', params: { ...params, count: q.max_guests ?? 1 } };
    case 'STAY_TOO_LONG':
      return { key: 'booking:quote.reason.stayTooLong', params: { ...params, count: q.max_nights ?? 1 } };
    case 'CLOSED_TO_ARRIVAL':
      return { key: 'booking:quote.reason.closedToArrival', params };
    case 'CLOSED_TO_DEPARTURE':
      return { key: 'booking:quote.reason.closedToDeparture', params };
    case 'CLOSED':
      return { key: 'booking:quote.reason.closed', params };
    case 'HELD':
      return { key: 'booking:quote.reason.held', params };
    case 'TAKEN':
      return { key: 'booking:quote.reason.taken', params };
    default:
      return { key: 'booking:quote.reason.invalid', params };
  }
}

/** The quote's tourist tax in cents, paid at the property: 0 when the tax is off. */
export const touristTaxCents = (quote: QuoteOk) => (quote.tourist_tax.enabled ? toCents(quote.tourist_tax.amount) : 0);

/** A stay's total as the quote gives it: its figure in cents, or why there is none (not answered yet, or refused). */
export type StayTotal = number | 'pending' | 'refused';

/** Only the quote's figure is a price; undefined: the quote has not answered yet. */
export const quoteTotal = (quote: { ok: boolean; total?: number | string } | undefined): StayTotal =>
  quote?.ok ? toCents(quote.total ?? 0) : quote ? 'refused' : 'pending';

/** The total as the page and the chat write it: the price, the page's "being worked out" text, or a dash. */
export const stayTotalText = (total: StayTotal, pending: string): string =>
  total === 'pending' ? pending : total === 'refused' ? '—' : formatEuro({ cents: total });
