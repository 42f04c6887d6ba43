import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { QuoteOk } from '@/domain/stay-quote.ts';
import itRates from '../../locales/it/rates.json';
import enRates from '../../locales/en/rates.json';
import { deskQuoteMessage } from './desk-quote-text.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'it', resources: { it: { rates: itRates }, en: { rates: enRates } }, interpolation: { escapeValue: false } });
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

const tax = { enabled: true, paid_at_property: true, per_person_night: 2, exempt_under_age: 14, taxable_guests: 2, taxable_nights: 2, amount: 8 } as const;
const quote = (nights: number, tourist_tax: QuoteOk['tourist_tax']): QuoteOk => ({ ok: true, nights, rooms: [], total: 340, tourist_tax });
const text = (q: QuoteOk, lng: 'it' | 'en') => {
  const m = deskQuoteMessage(q);
  return nbsp(i18n.getFixedT(lng)(m.key, m.params));
};

describe('the desk quote line', () => {
  it.each([
    ['the tax off', quote(2, { ...tax, enabled: false, amount: 0 })],
    ['every guest exempt', quote(2, { ...tax, taxable_guests: 0, amount: 0 })],
    ['the tax off with a stale amount', quote(2, { ...tax, enabled: false })],
  ])('says nothing of the tax with %s', (_, q) => {
    expect(text(q, 'it')).toBe('2 notti: 340,00 €');
    expect(text(q, 'en')).toBe('2 nights: 340,00 €');
  });

  it('names the tax paid at the property when there is one, in both languages', () => {
    expect(text(quote(2, tax), 'it')).toBe('2 notti: 340,00 € (imposta di soggiorno in struttura 8,00 €)');
    expect(text(quote(1, tax), 'en')).toBe('1 night: 340,00 € (tourist tax at the property 8,00 €)');
  });
});
