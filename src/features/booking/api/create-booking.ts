// Books through the payments function: it checks the guarantee card (and charges card payments) before the
// database accepts the booking. PayPal answers "requires approval" first: the caller's `approvePayPal` shows
// the approval step and says whether the payer approved; the booking is made on the way back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/integrations/supabase/errors.ts';
import { invokePayment } from '@/integrations/supabase/invoke-payment.ts';
import { stayRoomBody } from '@/integrations/supabase/quote-stay.ts';
import type { GuestDetails, PaymentMethod, SelectedRoom } from '../booking-flow.ts';
import { bookingKeys } from './keys.ts';

interface CreateBookingInput {
  checkIn: string;
  checkOut: string;
  rooms: (SelectedRoom & { name: string })[];
  guest: GuestDetails;
  paymentMethod: PaymentMethod;
  /** The guarantee card; sent to our payments function only, which keeps the last four digits. */
  card: { number: string; expiry: string; cvv: string; holder: string };
  language: 'it' | 'en';
  clientRequestId: string;
  /** The visitor's hold of these rooms (hold_stay): the booking replaces it; a lapsed one is refused. */
  holdId?: string;
  /** Shows PayPal's approval step; resolves true when the payer approves, false when they cancel. */
  approvePayPal: (approval: PayPalApproval) => Promise<boolean>;
}

interface PayPalApproval {
  approveUrl: string;
  totalCents: number;
}

interface BookingAnswer {
  status: 'succeeded' | 'requires_approval';
  booking?: { booking_id: string; reference: string; nights: number; total_price: number | string; payment_status: string; tourist_tax?: number | string };
  payment_id?: string;
  approve_url?: string;
  amount?: number;
}

interface CreatedBooking {
  bookingId: string;
  reference: string;
  nights: number;
  totalPrice: number;
  /** The tourist tax the booking stored: paid at the property, not in the total. */
  touristTax: number;
  paymentStatus: string;
}

async function createBooking(input: CreateBookingInput): Promise<CreatedBooking> {
  const g = input.guest;
  let answer = await invokePayment<BookingAnswer>('booking', {
    client_request_id: input.clientRequestId,
    language: input.language,
    source: 'page',
    method: input.paymentMethod,
    rooms: input.rooms.map(stayRoomBody),
    check_in: input.checkIn,
    check_out: input.checkOut,
    guest: {
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
    card: input.card,
    hold_id: input.holdId ?? null,
  });
  if (answer.status === 'requires_approval') {
    // The database's total, which PayPal shows the payer.
    const approved = await input.approvePayPal({ approveUrl: answer.approve_url ?? '', totalCents: Math.round(Number(answer.amount) * 100) });
    answer = await invokePayment<BookingAnswer>('paypal-return', { payment_id: answer.payment_id, approved });
  }
  const data = answer.booking!;
  return {
    bookingId: data.booking_id,
    reference: data.reference,
    nights: data.nights,
    totalPrice: Number(data.total_price),
    touristTax: Number(data.tourist_tax ?? 0),
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
