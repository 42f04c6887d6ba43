// Books from the chat: checks the room for the dates, creates the booking through create_booking
// (source 'chat', one client_request_id per attempt so a double click books once); the same transaction
// writes the confirmation e-mail to the outbox.
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { ApiError, unwrap } from '@/integrations/supabase/errors.ts';
import type { Language } from '@/lib/i18n.ts';
import type { FlowState, FlowResult } from '../booking-flow.ts';

export class RoomUnavailableError extends Error {
  constructor(readonly room: string) {
    super(`ROOM_UNAVAILABLE:${room}`);
  }
}

interface CreatedBooking {
  booking_id: string;
  reference: string;
  total_price: number;
  nights: number;
}

export async function createChatBooking(state: FlowState, language: Language, requestId: string): Promise<FlowResult> {
  const supabase = await getSupabase();
  // The flow validated the policy step: room and dates are present.
  const room = state.room!;
  const checkIn = state.checkIn!;
  const checkOut = state.checkOut!;
  const available = unwrap(
    await supabase.rpc('check_room_availability', { p_room_id: room.id, p_check_in: checkIn, p_check_out: checkOut }),
  );
  if (!available) throw new RoomUnavailableError(room.name);
  let result: CreatedBooking;
  try {
    result = unwrap(
      await supabase.rpc('create_booking', {
        p_rooms: [{ room_id: room.id, guests: state.guests }],
        p_check_in: checkIn,
        p_check_out: checkOut,
        p_guest: {
          first_name: state.details.firstName.trim(),
          last_name: state.details.lastName.trim(),
          email: state.details.email.trim(),
          phone: state.details.phone.trim(),
          address: '',
          city: '',
          postal_code: '',
          country: 'Italia',
        },
        p_payment_method: state.payment.method,
        p_card_last_4: state.payment.cardNumber.replace(/\D/g, '').slice(-4) || undefined,
        p_language: language,
        p_source: 'chat',
        p_client_request_id: requestId,
      }),
    ) as unknown as CreatedBooking;
  } catch (e) {
    const err = ApiError.from(e);
    if (err.code === '23P01' || err.message.startsWith('ROOM_UNAVAILABLE')) throw new RoomUnavailableError(room.name);
    throw err;
  }
  return { bookingId: result.booking_id, reference: result.reference, totalPrice: Number(result.total_price), nights: Number(result.nights) };
}

export const useCreateChatBooking = () =>
  useMutation({
    mutationFn: (v: { state: FlowState; language: Language; requestId: string }) => createChatBooking(v.state, v.language, v.requestId),
    meta: { silent: true },
  });
