import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { ORDER_ITEM_NAME_COLUMNS, type NamedOrderItem } from '@/domain/order-item-name.ts';
import { adminKeys } from './keys.ts';

export interface AdminOrderItem extends NamedOrderItem {
  id: string;
  product_sku: string | null;
  quantity: number;
  unit_price: number | string;
  total_price: number | string;
}

async function getOrderItems(orderId: string, signal: AbortSignal): Promise<AdminOrderItem[]> {
  const supabase = await getSupabase();
  return unwrap(
    await supabase
      .from('order_items')
      .select(`id, ${ORDER_ITEM_NAME_COLUMNS}, product_sku, quantity, unit_price, total_price`)
      .eq('order_id', orderId)
      .abortSignal(signal),
  );
}

const orderItemsQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: adminKeys.orderItems(orderId), queryFn: ({ signal }) => getOrderItems(orderId, signal) });
export const useOrderItems = (orderId: string) => useQuery(orderItemsQueryOptions(orderId));
