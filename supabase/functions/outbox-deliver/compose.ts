// Builds the e-mail of one outbox row from the rows it is about, loaded with the service role at sending
// time: figures come from the database, the recipient from the outbox row, nothing from a request.
import type { SupabaseClient } from '@supabase/supabase-js';
import { cancellationMail, confirmationMail } from './mails/booking-mail.ts';
import { contactMail, type ContactRow } from './mails/contact-mail.ts';
import { handoverMail } from './mails/handover-mail.ts';
import { newsletterConfirmationMail } from './mails/newsletter-mail.ts';
import { orderConfirmationMail, type OrderItemRow, type OrderRow } from './mails/order-mail.ts';
import { orderShippedMail, type ShippedOrder } from './mails/shipped-mail.ts';
import { welcomeMail } from './mails/welcome-mail.ts';
import { loadBooking } from './load-booking.ts';

export interface OutboxRow {
  id: number;
  kind: string;
  ref_id: string;
  recipient: string;
  language: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export interface Composed {
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
}

/** Retrying cannot help (the row the mail is about is gone, an unknown kind): dead letter at once. */
export class PermanentFailure extends Error {}

async function one<T>(q: PromiseLike<{ data: unknown; error: unknown }>, what: string): Promise<T> {
  const { data, error } = await q;
  if (error) throw error;
  if (data === null) throw new PermanentFailure(`${what} not found`);
  return data as T;
}

export async function compose(db: SupabaseClient, row: OutboxRow, siteUrl: string): Promise<Composed> {
  const id = row.ref_id;
  switch (row.kind) {
    case 'order_confirmation':
    case 'order_shipped': {
      const order = await one<OrderRow & ShippedOrder>(db.from('orders').select('*').eq('id', id).maybeSingle(), `order ${id}`);
      const items = await one<OrderItemRow[]>(
        db.from('order_items').select('product_name, quantity, unit_price, total_price').eq('order_id', id),
        `items of order ${id}`,
      );
      return row.kind === 'order_confirmation'
        ? orderConfirmationMail(order, items)
        : orderShippedMail(order, items);
    }
    case 'booking_confirmation':
    case 'booking_cancellation': {
      const found = await loadBooking({ id });
      if (!found) throw new PermanentFailure(`booking ${id} not found`);
      return row.kind === 'booking_confirmation'
        ? confirmationMail(found.booking, found.rooms, siteUrl, found.policy)
        : cancellationMail(found.booking, found.rooms, found.policy);
    }
    case 'welcome':
      return welcomeMail(String(row.payload.first_name ?? ''), row.language, siteUrl);
    case 'newsletter_confirmation': {
      const sub = await one<{ first_name: string | null; language: string; confirm_token: string }>(
        db.from('newsletter_subscriptions').select('first_name, language, confirm_token').eq('id', id).maybeSingle(),
        `subscription ${id}`,
      );
      return newsletterConfirmationMail(sub, siteUrl);
    }
    case 'contact_message': {
      const msg = await one<ContactRow>(db.from('contact_messages').select('*').eq('id', id).maybeSingle(), `contact message ${id}`);
      return { ...contactMail(msg), replyTo: msg.email };
    }
    case 'handover_request': {
      const last = await one<Array<{ role: string; content: string }>>(
        db.from('chatbot_messages').select('role, content').eq('conversation_id', id).order('created_at', { ascending: false }).limit(6),
        `messages of conversation ${id}`,
      );
      const p = row.payload;
      return handoverMail({ language: String(p.language ?? 'it'), staffOnline: p.staff_online === true, lastMessages: last.reverse() }, siteUrl);
    }
    default:
      throw new PermanentFailure(`unknown kind ${row.kind}`);
  }
}
