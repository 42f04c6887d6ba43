// The desk quote's one line: nights and total, and the tourist tax paid at the property only when there is one
// (tax off, or every guest exempt: no "0,00 €" of tax).
import { touristTaxCents, type QuoteOk } from '@/domain/stay-quote.ts';
import { formatEuro } from '@/lib/money.ts';
import type { DeskMessage } from './desk-refusal.ts';

export function deskQuoteMessage(q: QuoteOk): DeskMessage {
  const tax = touristTaxCents(q);
  const params = { count: q.nights, total: formatEuro(q.total) };
  return tax > 0 ? { key: 'rates:desk.quoteWithTax', params: { ...params, tax: formatEuro({ cents: tax }) } } : { key: 'rates:desk.quote', params };
}
