// Status change through admin_update_order_status (cancelling restores stock in the database); when the order
// ships, the database writes the customer's e-mail to the outbox in the same transaction.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import type { OrderStatus } from '../order-status.ts';
import { productKeys } from '@/domain/query-keys.ts';
import { adminKeys } from './keys.ts';

async function updateOrderStatus(orderId: string, status: OrderStatus): Promise<void> {
  const supabase = await getSupabase();
  unwrap(await supabase.rpc('admin_update_order_status', { p_order_id: orderId, p_status: status }));
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: string; status: OrderStatus }) => updateOrderStatus(orderId, status),
    retry: false,
    meta: { errorMessage: 'admin:orders.updateError' },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'orders'] });
      void queryClient.invalidateQueries({ queryKey: adminKeys.products() });
      // A cancelled order gives its stock back: the shop's product queries show it.
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
