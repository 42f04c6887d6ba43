// Shapes shared by the engine modules: the wire format of the function and the rows it reads.
import type { CancellationPolicy } from '../_shared/cancellation-policy.ts';
import type { FunctionRow } from '../_shared/database.types.ts';

export type Lang = 'it' | 'en';
// 'choices': "Did you mean…?", data holds {id, question} the visitor may tap to send the question.
export type ReplyType = 'text' | 'products' | 'rooms' | 'booking' | 'choices';

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

// The catalogue rows, derived from the generated Database types (`npm run gen:types` writes
// _shared/database.types.ts for the functions, which may not import src/), never copied by hand.
export type Product = FunctionRow<'get_products', 'products', 'weight'>;
export type Room = FunctionRow<'get_rooms', 'rooms', 'image_url'>;

export interface Settings {
  contact_email: string;
  contact_phone: string;
  address: string;
  whatsapp: string | null;
  free_shipping_threshold: number;
  shipping_fee: number;
  /** Null when the setting is missing: the answer then points to the policy page. */
  cancellation_policy: CancellationPolicy | null;
  /** The national identification code (CIN) of the holiday let, when set. */
  cin?: string | null;
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
