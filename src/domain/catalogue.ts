// The shapes of products and rooms as the catalogue functions return them (one language per call), derived
// from the generated Database types so a new column reaches every feature without a hand-written copy.
// Features read them through their own api/ fetchers; the assistant's chat cards carry the same shapes.
import type { FunctionRow } from '@/integrations/supabase/types.ts';

/** A product of `get_products` (the shop's lists, the home's bestsellers, the assistant's cards). */
export type Product = FunctionRow<'get_products', 'products', 'weight'>;

/** A product of `get_product_by_slug`, with every detail text. */
export type ProductDetail = FunctionRow<'get_product_by_slug', 'products', 'weight'>;

/** A room of `get_rooms`; `image_url` is the first picture, null when it has none. */
export type Room = FunctionRow<'get_rooms', 'rooms', 'image_url'>;
