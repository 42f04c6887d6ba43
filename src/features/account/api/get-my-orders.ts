import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { ORDER_ITEM_NAME_COLUMNS, type NamedOrderItem } from '@/domain/order-item-name.ts';
import { accountKeys } from './keys.ts';

interface MyOrderItem extends NamedOrderItem {
  id: string;
  order_id: string;
  quantity: number;
  total_price: number | string;
}

export interface MyOrder {
  id: string;
  order_number: string;
  status: 'pending' | 'shipped' | 'delivered' | 'cancelled';
  total_amount: number | string;
  created_at: string;
  items: MyOrderItem[];
}

/** The user's orders, newest first, each with its lines (two reads; RLS limits both to the owner). */
async function getMyOrders(userId: string, signal: AbortSignal): Promise<MyOrder[]> {
  const supabase = await getSupabase();
  const orders = unwrap(
    await supabase
      .from('orders')
      .select('id, order_number, status, total_amount, created_at')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .abortSignal(signal),
  ) as Omit<MyOrder, 'items'>[];
  if (orders.length === 0) return [];
  const items = unwrap(
    await supabase
      .from('order_items')
      .select(`id, order_id, ${ORDER_ITEM_NAME_COLUMNS}, quantity, total_price`)
      .in('order_id', orders.map((o) => o.id))
      .abortSignal(signal),
  ) as MyOrderItem[];
  return orders.map((o) => ({ ...o, items: items.filter((i) => i.order_id === o.id) }));
}

const myOrdersQueryOptions = (userId: string) =>
  queryOptions({ queryKey: accountKeys.orders(userId), queryFn: ({ signal }) => getMyOrders(userId, signal) });

export function useMyOrders(userId: string) {
  return useQuery(myOrdersQueryOptions(userId));
}
