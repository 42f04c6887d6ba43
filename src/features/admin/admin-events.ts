// The dashboard's live events: one realtime change becomes at most one event; the list keeps the latest 10.
export const MAX_EVENTS = 10;

type AdminEventKind = 'new_order' | 'order_updated' | 'new_user' | 'product_updated' | 'newsletter_signup' | 'new_booking';

export interface AdminEvent {
  /** Unique per change, so React keys and de-duplication work. */
  id: string;
  kind: AdminEventKind;
  at: string;
  /** Short identifying text (order number, e-mail, product slug, booking reference). */
  subject: string;
  href: string;
}

export interface TableChange {
  table: string;
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  commit_timestamp?: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
}

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export function eventFromChange(change: TableChange, now: () => Date = () => new Date()): AdminEvent | null {
  const row = change.eventType === 'DELETE' ? change.old : change.new;
  const at = change.commit_timestamp ?? now().toISOString();
  const base = (kind: AdminEventKind, subject: string, href: string): AdminEvent => ({
    id: `${change.table}:${change.eventType}:${text(row.id)}:${at}`,
    kind,
    at,
    subject,
    href,
  });
  switch (change.table) {
    case 'orders':
      if (change.eventType === 'INSERT') return base('new_order', text(row.order_number), `/admin/orders?order=${text(row.id)}`);
      if (change.eventType === 'UPDATE') return base('order_updated', `${text(row.order_number)} · ${text(row.status)}`, `/admin/orders?order=${text(row.id)}`);
      return null;
    case 'profiles':
      return change.eventType === 'INSERT' ? base('new_user', text(row.email), '/admin') : null;
    case 'products':
      // A deleted product arrives as its primary key only (realtime sends no more of a deleted row under RLS).
      return base('product_updated', text(row.slug) || text(row.name_it) || text(row.id), '/admin/products');
    case 'newsletter_subscriptions':
      return change.eventType === 'INSERT' ? base('newsletter_signup', text(row.email), '/admin') : null;
    case 'bookings':
      return change.eventType === 'INSERT' ? base('new_booking', text(row.reference), '/admin/bookings') : null;
    default:
      return null;
  }
}

/** Newest first, without duplicates, at most MAX_EVENTS. */
export function pushEvent(list: readonly AdminEvent[], event: AdminEvent): AdminEvent[] {
  if (list.some((e) => e.id === event.id)) return [...list];
  return [event, ...list].slice(0, MAX_EVENTS);
}
