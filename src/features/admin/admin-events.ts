// The dashboard's live events: one realtime change becomes at most one event; the list keeps the latest 10.
// Events keep values (an order's status, a product's two names); the screen words them in the reader's language.
export const MAX_EVENTS = 10;

type AdminEventKind = 'new_order' | 'order_updated' | 'new_user' | 'product_updated' | 'product_deleted' | 'newsletter_signup' | 'new_booking';

export interface AdminEvent {
  /** Unique per change, so React keys and de-duplication work. */
  id: string;
  kind: AdminEventKind;
  at: string;
  /** Short identifying text (order number, e-mail, booking reference; a product's slug when it has no name). */
  subject: string;
  href: string;
  /** An order's new status, as the database stores it. */
  orderStatus?: string;
  productName?: { it: string; en: string };
}

export interface TableChange {
  table: string;
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  commit_timestamp?: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
}

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** Columns an order changes on a product (stock, and the timestamp that follows any update). */
const ORDER_TOUCHED = new Set(['stock_quantity', 'updated_at']);

/** A product update that only moved its stock, as every order does: the order's own event says it. The old row
 * is whole (products have replica identity full); without it, the change is shown rather than guessed at. */
function onlyStockMoved(change: TableChange): boolean {
  if (change.eventType !== 'UPDATE' || !('stock_quantity' in change.old)) return false;
  return Object.keys(change.new).every((k) => ORDER_TOUCHED.has(k) || JSON.stringify(change.new[k]) === JSON.stringify(change.old[k]));
}

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
      if (change.eventType === 'UPDATE') return { ...base('order_updated', text(row.order_number), `/admin/orders?order=${text(row.id)}`), orderStatus: text(row.status) };
      return null;
    case 'profiles':
      return change.eventType === 'INSERT' ? base('new_user', text(row.email), '/admin') : null;
    case 'products': {
      // A deleted product arrives as its primary key only (realtime sends no more of a deleted row under RLS).
      if (change.eventType === 'DELETE') return base('product_deleted', text(row.name_it) || text(row.slug), '/admin/products');
      if (onlyStockMoved(change)) return null;
      const it = text(row.name_it);
      const event = base('product_updated', text(row.slug), '/admin/products');
      return it ? { ...event, productName: { it, en: text(row.name_en) || it } } : event;
    }
    case 'newsletter_subscriptions':
      return change.eventType === 'INSERT' ? base('newsletter_signup', text(row.email), '/admin') : null;
    case 'bookings':
      return change.eventType === 'INSERT' ? base('new_booking', text(row.reference), '/admin/bookings') : null;
    default:
      return null;
  }
}

/** What follows the event's words: the product's name in the reader's language, the order and its status's label. */
export function eventSubject(e: AdminEvent, lang: 'it' | 'en', statusLabel: (status: string) => string): string {
  if (e.productName) return e.productName[lang];
  if (e.orderStatus) return `${e.subject} · ${statusLabel(e.orderStatus)}`;
  return e.subject;
}

/** Newest first, without duplicates, at most MAX_EVENTS. */
export function pushEvent(list: readonly AdminEvent[], event: AdminEvent): AdminEvent[] {
  if (list.some((e) => e.id === event.id)) return [...list];
  return [event, ...list].slice(0, MAX_EVENTS);
}
