// What the chat panel shows: a saved or local message with the reply's type, cards and follow-up.
export type ChatReplyType = 'text' | 'products' | 'rooms' | 'booking';

export interface ChatProduct {
  id: string;
  name: string;
  slug: string;
  price: number;
  weight: number | null;
  image_url: string | null;
  gallery_urls: string[] | null;
  short_description: string | null;
  description: string | null;
  aging_months: number | null;
  origin: string | null;
  sku: string | null;
  stock_quantity: number;
}

export interface ChatRoom {
  id: string;
  name: string;
  type: string;
  bed_type: string;
  price_per_night: number;
  max_guests: number;
  image_url?: string | null;
  image_urls: string[] | null;
  short_description: string | null;
  full_description: string | null;
  check_in?: string;
  check_out?: string;
}

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  type: ChatReplyType;
  data: unknown[];
  follow_up: string | null;
  created_at: string;
}
