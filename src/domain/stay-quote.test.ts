import { describe, expect, it } from 'vitest';
import { groupNights, quoteReasonMessage, quoteTotal, stayTotalText, type QuoteNight } from './stay-quote.ts';

const night = (date: string, price: number, rule: string | null, uplift = 0): QuoteNight => ({
  date, price, base: price - uplift, weekend_uplift: uplift, extra_guests: 0, rule_id: rule, rule, rule_en: rule && `${rule} (en)`,
});

describe('groupNights', () => {
  it('joins consecutive nights of one rule and price, and splits on a weekend uplift or another rule', () => {
    const nights = [
      night('2027-07-07', 130, 'Alta'), night('2027-07-08', 130, 'Alta'), night('2027-07-09', 150, 'Alta', 20),
      night('2027-07-10', 150, 'Alta', 20), night('2027-07-11', 50, null), night('2027-07-12', 130, 'Alta'),
    ];
    expect(groupNights(nights, 'it')).toEqual([
      { from: '2027-07-07', count: 2, priceCents: 13000, label: 'Alta', weekend: false },
      { from: '2027-07-09', count: 2, priceCents: 15000, label: 'Alta', weekend: true },
      { from: '2027-07-11', count: 1, priceCents: 5000, label: null, weekend: false },
      { from: '2027-07-12', count: 1, priceCents: 13000, label: 'Alta', weekend: false },
    ]);
  });

  it('labels the nights in English on English pages', () => {
    expect(groupNights([night('2027-08-01', 170, 'Agosto')], 'en')[0].label).toBe('Agosto (en)');
  });

  it('is empty without nights', () => {
    expect(groupNights([], 'it')).toEqual([]);
  });
});

describe('quoteReasonMessage', () => {
  const day = (d: string) => `<${d}>`;
  it.each([
    [{ ok: false, reason: 'MIN_STAY', min_nights: 3, room: 'Lavanda' }, 'booking:quote.reason.minStay', { count: 3, room: 'Lavanda', date: '' }],
    [{ ok: false, reason: 'CLOSED_TO_ARRIVAL', date: '2027-08-08' }, 'booking:quote.reason.closedToArrival', { room: '', date: '<2027-08-08>' }],
    [{ ok: false, reason: 'OVER_CAPACITY', max_guests: 2, room: 'Mirto' }, 'booking:quote.reason.overCapacity', { count: 2, room: 'Mirto', date: '' }],
    [{ ok: false, reason: 'HELD', room: 'Mirto' }, 'booking:quote.reason.held', { room: 'Mirto', date: '' }],
    [{ ok: false, reason: 'PAST_DATES' }, 'booking:quote.reason.invalid', { room: '', date: '' }],
  ] as const)('%o → %s', (q, key, params) => {
    expect(quoteReasonMessage(q, day)).toEqual({ key, params });
  });
});

describe('the stay total', () => {
  it('is the quote\'s figure, "being worked out" until it answers, and a dash for a refused stay (page and chat)', () => {
    expect(quoteTotal({ ok: true, total: '245.50' })).toBe(24550);
    expect(quoteTotal(undefined)).toBe('pending');
    expect(quoteTotal({ ok: false })).toBe('refused');
    expect(stayTotalText(quoteTotal({ ok: true, total: 245.5 }), 'calcolo…')).toBe('245,50\u00a0€');
    expect(stayTotalText(quoteTotal(undefined), 'calcolo…')).toBe('calcolo…');
    expect(stayTotalText(quoteTotal({ ok: false }), 'calcolo…')).toBe('—');
  });
});
