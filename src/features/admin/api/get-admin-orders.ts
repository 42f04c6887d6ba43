import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import type { OrderStatus } from '../order-status.ts';
import { adminKeys } from './keys.ts';

export interface OrderFilters {
  status: OrderStatus | 'all';
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

interface AdminOrder {
  id: string;
  order_number: string;
  created_at: string;
  status: OrderStatus;
  payment_status: string;
  payment_method: string | null;
  is_guest_order: boolean;
  guest_email: string | null;
  subtotal: number | string;
  shipping_amount: number | string;
  tax_amount: number | string;
  total_amount: number | string;
  shipping_email: string | null;
  shipping_phone: string | null;
}
type AddressField = 'first_name' | 'last_name' | 'address_line1' | 'address_line2' | 'city' | 'postal_code' | 'province' | 'country';
export type AdminOrderRow = AdminOrder & Record<`shipping_${AddressField}` | `billing_${AddressField}`, string | null>;

const endOfDay = (day: string) => `${day}T23:59:59.999`;

async function getAdminOrders(filters: OrderFilters, signal: AbortSignal): Promise<AdminOrderRow[]> {
  const supabase = await getSupabase();
  let query = supabase.from('orders').select('*').order('created_at', { ascending: false }).limit(200);
  if (filters.status !== 'all') query = query.eq('status', filters.status);
  // Local days of the admin's browser, sent as absolute instants.
  if (filters.from) query = query.gte('created_at', new Date(`${filters.from}T00:00:00`).toISOString());
  if (filters.to) query = query.lte('created_at', new Date(endOfDay(filters.to)).toISOString());
  return unwrap(await query.abortSignal(signal)) as AdminOrderRow[];
}

const adminOrdersQueryOptions = (filters: OrderFilters) =>
  queryOptions({ queryKey: adminKeys.orders(filters), queryFn: ({ signal }) => getAdminOrders(filters, signal), staleTime: 15_000 });
export const useAdminOrders = (filters: OrderFilters) => useQuery({ ...adminOrdersQueryOptions(filters), placeholderData: keepPreviousData });
