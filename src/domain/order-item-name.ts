// An order line's product name in the reader's language. The line keeps both names, taken through the product
// reference when the order was placed (migration 20261126101000); `product_name` is the snapshot in the buyer's
// language, the only name of lines older than that whose product had already been deleted.
import type { Tables } from '@/integrations/supabase/types.ts';

export type NamedOrderItem = Pick<Tables<'order_items'>, 'product_name' | 'product_name_it' | 'product_name_en'>;

/** The columns to select for orderItemName. */
export const ORDER_ITEM_NAME_COLUMNS = 'product_name, product_name_it, product_name_en';

export function orderItemName(item: NamedOrderItem, lang: 'it' | 'en'): string {
  return (lang === 'en' ? item.product_name_en : item.product_name_it) || item.product_name;
}
