// Books from the chat through the payments function (source 'chat', one client_request_id per attempt so a
// double click books once): the function checks the guarantee card, charges card payments and asks PayPal's
// approval (through `approvePayPal`) before the database accepts the booking, which replaces the chat's hold; the database says whether the
// room is still free; the same transaction writes the confirmation e-mail to the outbox.
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/integrations/supabase/errors.ts';
import { invokePayment } from '@/integrations/supabase/invoke-payment.ts';
import type { Language } from '@/lib/i18n.ts';
import type { FlowState, FlowResult } from '../booking-flow.ts';
import { chatBookingBody } from '../chat-booking-body.ts';

export class RoomUnavailableError extends Error {
  constructor(readonly room: string) {
    super(`ROOM_UNAVAILABLE:${room}`);
  }
}

interface BookingAnswer {
  status: 'succeeded' | 'requires_approval';
  booking?: { booking_id: string; reference: string; total_price: number | string; nights: number; tourist_tax?: number | string };
  payment_id?: string;
  approve_url?: string;
  amount?: number;
}

export type ApprovePayPal = (request: { approveUrl: string; totalCents: number }) => Promise<boolean>;

async function createChatBooking(
  state: FlowState, language: Language, requestId: string, approvePayPal: ApprovePayPal, holdId: string | null,
): Promise<FlowResult> {
  // The flow validated the policy step: room and dates are present.
  const room = state.room!;
  let answer: BookingAnswer;
  try {
    answer = await invokePayment<BookingAnswer>('booking', chatBookingBody(state, language, requestId, holdId));
    if (answer.status === 'requires_approval') {
      const approved = await approvePayPal({ approveUrl: answer.approve_url ?? '', totalCents: Math.round(Number(answer.amount) * 100) });
      answer = await invokePayment<BookingAnswer>('paypal-return', { payment_id: answer.payment_id, approved });
    }
  } catch (e) {
    const err = ApiError.from(e);
    // The database names the room that was taken (ROOM_UNAVAILABLE:<room>); nothing of the booking is written.
    const taken = err.message.startsWith('ROOM_UNAVAILABLE:') ? err.message.slice('ROOM_UNAVAILABLE:'.length) : room.name;
    if (err.code === '23P01' || err.message.startsWith('ROOM_UNAVAILABLE')) throw new RoomUnavailableError(taken);
    throw err;
  }
  const result = answer.booking!;
  return { bookingId: result.booking_id, reference: result.reference, totalPrice: Number(result.total_price), touristTax: Number(result.tourist_tax ?? 0), nights: Number(result.nights) };
}

export const useCreateChatBooking = () =>
  useMutation({
    mutationFn: (v: { state: FlowState; language: Language; requestId: string; approvePayPal: ApprovePayPal; holdId: string | null }) =>
      createChatBooking(v.state, v.language, v.requestId, v.approvePayPal, v.holdId),
    meta: { silent: true },
  });
