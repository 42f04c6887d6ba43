import { describe, expect, it } from 'vitest';
import { eventFromChange, eventSubject, MAX_EVENTS, pushEvent, type AdminEvent } from './admin-events.ts';

const at = '2026-11-23T10:00:00Z';

describe('eventFromChange', () => {
  it('turns a new order into a new_order event linking to the order', () => {
    const e = eventFromChange({ table: 'orders', eventType: 'INSERT', commit_timestamp: at, new: { id: 'o1', order_number: 'TS-2026-0001' }, old: {} });
    expect(e).toMatchObject({ kind: 'new_order', subject: 'TS-2026-0001', href: '/admin/orders?order=o1', at });
  });
  it('maps profiles, products, newsletter and bookings', () => {
    expect(eventFromChange({ table: 'profiles', eventType: 'INSERT', new: { id: 'u', email: 'a@b.it' }, old: {} })?.kind).toBe('new_user');
    expect(eventFromChange({ table: 'products', eventType: 'DELETE', new: {}, old: { id: 'p', slug: 'pecorino' } })).toMatchObject({ kind: 'product_deleted', subject: 'pecorino' });
    // Under RLS a deletion carries its key only: the event says a product went, not its id.
    expect(eventFromChange({ table: 'products', eventType: 'DELETE', new: {}, old: { id: 'p' } })).toMatchObject({ kind: 'product_deleted', subject: '' });
    expect(eventFromChange({ table: 'newsletter_subscriptions', eventType: 'INSERT', new: { id: 'n', email: 'x@y.it' }, old: {} })?.kind).toBe('newsletter_signup');
    expect(eventFromChange({ table: 'bookings', eventType: 'INSERT', new: { id: 'b', reference: 'TS-ABC234' }, old: {} })).toMatchObject({ kind: 'new_booking', href: '/admin/bookings' });
  });
  it('ignores changes the dashboard does not show', () => {
    expect(eventFromChange({ table: 'profiles', eventType: 'UPDATE', new: { id: 'u' }, old: {} })).toBeNull();
    expect(eventFromChange({ table: 'cart_items', eventType: 'INSERT', new: { id: 'c' }, old: {} })).toBeNull();
  });
});

describe('words of an event, in the reader language', () => {
  const status = (s: string) => ({ shipped: 'Spedito', pending: 'In lavorazione' })[s] ?? s;
  const product = { id: 'p', slug: 'peretta-gallurese', name_it: 'Peretta gallurese', name_en: 'Gallura peretta', price: 9, stock_quantity: 5, updated_at: 'a' };

  it('names an updated product in the reader language, not by its slug', () => {
    const e = eventFromChange({ table: 'products', eventType: 'UPDATE', commit_timestamp: at, new: { ...product, price: 10 }, old: product })!;
    expect(e.kind).toBe('product_updated');
    expect(eventSubject(e, 'it', status)).toBe('Peretta gallurese');
    expect(eventSubject(e, 'en', status)).toBe('Gallura peretta');
    const untranslated = eventFromChange({ table: 'products', eventType: 'INSERT', new: { ...product, name_en: null }, old: {} })!;
    expect(eventSubject(untranslated, 'en', status)).toBe('Peretta gallurese');
  });

  it('shows an order status by its label', () => {
    const e = eventFromChange({ table: 'orders', eventType: 'UPDATE', commit_timestamp: at, new: { id: 'o1', order_number: 'TS-2026-000001', status: 'shipped' }, old: {} })!;
    expect(eventSubject(e, 'it', status)).toBe('TS-2026-000001 · Spedito');
    expect(eventSubject(e, 'it', status)).not.toContain('shipped');
  });

  it('adds no product event for the stock an order takes, and one when anything else changes', () => {
    const sold = { ...product, stock_quantity: 3, updated_at: 'b' };
    expect(eventFromChange({ table: 'products', eventType: 'UPDATE', new: sold, old: product })).toBeNull();
    expect(eventFromChange({ table: 'products', eventType: 'UPDATE', new: { ...sold, price: 11 }, old: product })?.kind).toBe('product_updated');
    // Without the old row (no replica identity) nothing is known to be stock only: the change is shown.
    expect(eventFromChange({ table: 'products', eventType: 'UPDATE', new: sold, old: { id: 'p' } })?.kind).toBe('product_updated');
  });
});

describe('pushEvent', () => {
  const ev = (n: number): AdminEvent => ({ id: `e${n}`, kind: 'new_order', at, subject: String(n), href: '/admin' });
  it('keeps the newest first and at most ten', () => {
    let list: AdminEvent[] = [];
    for (let i = 1; i <= 12; i++) list = pushEvent(list, ev(i));
    expect(list).toHaveLength(MAX_EVENTS);
    expect(list[0].id).toBe('e12');
    expect(list.at(-1)?.id).toBe('e3');
  });
  it('drops a duplicate delivery of the same change', () => {
    expect(pushEvent([ev(1)], ev(1))).toHaveLength(1);
  });
});
