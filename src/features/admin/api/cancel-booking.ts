import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { adminKeys } from './keys.ts';

interface CancelResult {
  reference: string;
  cancellation_fee: number | string;
  booking_status: string;
}

async function adminCancelBooking(bookingId: string): Promise<CancelResult> {
  const supabase = await getSupabase();
  return unwrap(await supabase.rpc('admin_cancel_booking', { p_booking_id: bookingId })) as unknown as CancelResult;
}

export function useAdminCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminCancelBooking,
    retry: false,
    meta: { errorMessage: 'admin:bookings.cancelError' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.bookings() }),
  });
}
