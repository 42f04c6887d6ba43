// What the chat sends to functions/v1/payments/booking: the same body as the booking page's, source 'chat'. The
// rooms carry their party (children's ages, cots, extra beds) as the quote and the hold had them, and the hold's id
// lets the booking replace the hold (a lapsed one is refused).
import { stayRoomBody } from '@/integrations/supabase/quote-stay.ts';
import type { Language } from '@/lib/i18n.ts';
import { flowRooms, stayRoom, type FlowState } from './booking-flow.ts';

export function chatBookingBody(state: FlowState, language: Language, requestId: string, holdId: string | null = null) {
  const d = state.details;
  return {
    client_request_id: requestId,
    language,
    source: 'chat',
    method: state.payment.method,
    rooms: flowRooms(state).map((c) => stayRoomBody(stayRoom(c))),
    check_in: state.checkIn,
    check_out: state.checkOut,
    guest: {
      first_name: d.firstName.trim(),
      last_name: d.lastName.trim(),
      email: d.email.trim(),
      phone: d.phone.trim(),
      country: d.country.trim(),
    },
    card: { number: state.payment.cardNumber, expiry: state.payment.expiry, cvv: state.payment.cvv, holder: state.payment.cardName },
    hold_id: holdId,
  };
}
