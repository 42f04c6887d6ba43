import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { ApiError, unwrap } from '@/integrations/supabase/errors.ts';
import type { GuestDetails, PaymentMethod, SelectedRoom } from '../booking-flow.ts';
import { checkRoomAvailability } from './check-room-availability.ts';
import { bookingKeys } from './keys.ts';

export interface CreateBookingInput {
  checkIn: string;
  checkOut: string;
  rooms: (SelectedRoom & { name: string })[];
  guest: GuestDetails;
  paymentMethod: PaymentMethod;
  /** Only the last four digits: the full card number never leaves the form. */
  cardLast4: string | null;
  language: 'it' | 'en';
  clientRequestId: string;
}

export interface CreatedBooking {
  bookingId: string;
  reference: string;
  nights: number;
  totalPrice: number;
  paymentStatus: string;
}

export async function createBooking(input: CreateBookingInput): Promise<CreatedBooking> {
  const supabase = await getSupabase();
  // Checked first so the guest hears which room went; create_booking's exclusion constraint still decides.
  const free = await Promise.all(input.rooms.map((r) => checkRoomAvailability(r.roomId, input.checkIn, input.checkOut)));
  const taken = input.rooms.find((_, i) => !free[i]);
  if (taken) throw new ApiError('23P01', `ROOM_UNAVAILABLE:${taken.name}`);

  const g = input.guest;
  const data = unwrap(
    await supabase.rpc('create_booking', {
      p_rooms: input.rooms.map((r) => ({ room_id: r.roomId, guests: r.guests })),
      p_check_in: input.checkIn,
      p_check_out: input.checkOut,
      p_guest: {
        first_name: g.firstName,
        last_name: g.lastName,
        email: g.email,
        phone: g.phone,
        address: g.address,
        city: g.city,
        postal_code: g.postalCode,
        country: g.country,
        special_requests: g.specialRequests,
      },
      p_payment_method: input.paymentMethod,
      p_card_last_4: input.cardLast4 ?? undefined,
      p_language: input.language,
      p_source: 'page',
      p_client_request_id: input.clientRequestId,
    }),
  ) as { booking_id: string; reference: string; nights: number; total_price: number | string; payment_status: string };
  return {
    bookingId: data.booking_id,
    reference: data.reference,
    nights: data.nights,
    totalPrice: Number(data.total_price),
    paymentStatus: data.payment_status,
  };
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // The page shows its own message naming the room; a refused booking must not be retried.
    meta: { silent: true },
    retry: false,
    // The confirmation e-mail is written to the outbox by create_booking's own transaction.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.code === '23P01') {
        await queryClient.invalidateQueries({ queryKey: [...bookingKeys.all, 'booked-ranges'] });
      }
    },
  });
}
