// What the chat panel shows: a saved or local message with the reply's type, cards and follow-up.
import type { Product, Room } from '@/domain/catalogue.ts';

export type ChatReplyType = 'text' | 'products' | 'rooms' | 'booking' | 'choices';
export const CHAT_REPLY_TYPES: readonly string[] = ['text', 'products', 'rooms', 'booking', 'choices'];

/** A "Did you mean…?" choice: tapping it sends its question as the visitor's message. */
export interface ChatChoice {
  id: string;
  question: string;
}

/** A product card of a reply: a row of get_products, as the function sends it on. */
export type ChatProduct = Product;

/** A room card of a reply: a row of get_rooms, with the stay's dates when the visitor gave them. */
export type ChatRoom = Room & { check_in?: string; check_out?: string; guests?: number };

export interface ChatMessage {
  id: string;
  /** 'staff': a person of the farm replying from the dashboard (author: their first name, if known). */
  role: 'user' | 'assistant' | 'staff';
  author?: string | null;
  content: string;
  type: ChatReplyType;
  data: unknown[];
  follow_up: string | null;
  created_at: string;
}
