// Shapes shared by the engine modules: the wire format of the function and the rows it reads.

export type Lang = 'it' | 'en';
export type ReplyType = 'text' | 'products' | 'rooms' | 'booking';

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface Reply {
  message: string;
  type: ReplyType;
  data: unknown[];
  follow_up: string | null;
}

export interface Product {
  id: string;
  category_slug: string;
  name: string;
  slug: string;
  price: number;
  weight: number | null;
  image_url: string | null;
  gallery_urls: string[] | null;
  badge: string | null;
  short_description: string | null;
  description: string | null;
  aging_months: number | null;
  origin: string | null;
  sku: string | null;
  stock_quantity: number;
  is_bestseller: boolean | null;
  storage_temperature: string | null;
}

export interface Room {
  id: string;
  slug: string;
  name: string;
  type: string;
  bed_type: string;
  price_per_night: number;
  max_guests: number;
  image_urls: string[] | null;
  image_url?: string | null;
  short_description: string | null;
  full_description: string | null;
}

export interface Settings {
  contact_email: string;
  contact_phone: string;
  address: string;
  whatsapp: string | null;
  free_shipping_threshold: number;
  shipping_fee: number;
}

export interface BookingFound {
  reference: string;
  check_in: string;
  check_out: string;
  nights: number;
  total_guests: number;
  total_price: number;
  booking_status: string;
  payment_status: string;
  first_name: string;
  rooms: Array<{ name: string; guests: number }>;
}

export interface Lead {
  name: string | null;
  email: string | null;
  phone: string | null;
  interest: string | null;
}
