import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { ApiError } from '@/integrations/supabase/errors.ts';
import type { LookupInput } from './find-booking.ts';
import { bookingKeys } from './keys.ts';

interface CancelledBooking {
  reference: string;
  cancellationFee: number;
  totalPrice: number;
  bookingStatus: string;
}

async function cancelBooking({ reference, email }: LookupInput): Promise<CancelledBooking> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('cancel_booking', { p_reference: reference, p_email: email });
  if (error) throw ApiError.from(error, status);
  const r = data as { reference: string; cancellation_fee: number | string; total_price: number | string; booking_status: string } | null;
  if (!r) throw new ApiError('NOT_FOUND', 'Booking not found', null, null, 404);
  return {
    reference: r.reference,
    cancellationFee: Number(r.cancellation_fee),
    totalPrice: Number(r.total_price),
    bookingStatus: r.booking_status,
  };
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    meta: { silent: true },
    retry: false,
    // The cancellation e-mail is written to the outbox by cancel_booking's own transaction.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...bookingKeys.all, 'booked-ranges'] });
    },
  });
}
