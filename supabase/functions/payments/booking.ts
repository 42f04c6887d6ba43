// POST /payments/booking: a stay from the booking page or the chat. The guarantee card is always checked;
// card charges the total the database quoted (quote_stay, through begin_booking, which also counts the attempt
// against card testing and opens it; a price sent by the browser is never read), PayPal asks the payer's
// approval first (answered by paypal-return.ts), pay at the property only checks the card. create_booking
// inserts the booking only for an approved attempt, after the limits hook (which gets the client address seen
// here). Two database calls in all: the provider answers between them (attempt.ts: beginBooking).
import { clientAddress } from '../_shared/client-address.ts';
import { callerUser } from '../_shared/clients.ts';
import { json } from '../_shared/json.ts';
import { authorize, beginBooking, cardRequest, createOrRelease, declined, succeeded, toCents, type Deps } from './attempt.ts';
import { cardProblem, lastFour, parseCard } from './card.ts';
import { rpc } from './db.ts';
import { day, list, oneOf, stayRoom, strings, uuid } from './fields.ts';

const GUEST = {
  first_name: 200, last_name: 200, email: 320, phone: 40, address: 200, city: 200, postal_code: 20, country: 60,
  special_requests: 2000,
} as const;

export function parseBooking(body: Record<string, unknown>) {
  return {
    clientRequestId: uuid(body, 'client_request_id'),
    language: oneOf(body, 'language', ['it', 'en'] as const, 'language', 'it'),
    source: oneOf(body, 'source', ['page', 'chat'] as const, 'source', 'page'),
    method: oneOf(body, 'method', ['card', 'paypal', 'onsite'] as const),
    rooms: list(body, 'rooms', 5, stayRoom),
    // The visitor's hold of these rooms (hold_stay), replaced by the booking; absent: book if free.
    holdId: body.hold_id === undefined || body.hold_id === null ? null : uuid(body, 'hold_id'),
    checkIn: day(body, 'check_in'),
    checkOut: day(body, 'check_out'),
    guest: strings(body.guest, 'guest', GUEST),
    card: parseCard(body.card),
  };
}

export type BookingInput = ReturnType<typeof parseBooking>;

/** The arguments of create_booking besides the attempt; also what a PayPal attempt keeps until approval. */
const bookingArgs = (b: Omit<BookingInput, 'card' | 'method' | 'clientRequestId'>, ip: string | null) => ({
  p_rooms: b.rooms, p_check_in: b.checkIn, p_check_out: b.checkOut, p_guest: b.guest, p_language: b.language,
  p_source: b.source, p_client_ip: ip, p_hold_id: b.holdId,
});

export async function payBooking(deps: Deps, req: Request, input: BookingInput): Promise<Response> {
  const problem = cardProblem(input.card);
  if (problem) return declined(problem);
  const user = await callerUser(req);
  const ip = clientAddress(req);
  const args = bookingArgs(input, ip);

  // One call before the provider (the quote, the card-testing count, the attempt: begin_booking), one after it.
  const begun = await beginBooking(deps, {
    p_client_request_id: input.clientRequestId, p_user_id: user?.id ?? null, p_rooms: input.rooms,
    p_check_in: input.checkIn, p_check_out: input.checkOut, p_guest: input.guest, p_hold_id: input.holdId,
    p_method: input.method, p_provider: deps.provider.name, p_card_last_4: lastFour(input.card), p_client_ip: ip,
    p_request: input.method === 'paypal' ? args : null,
  });
  if (begun instanceof Response) return begun;
  const { paymentId, amount: charge } = begun;
  const description = `Booking ${input.clientRequestId}`;

  // The card is the guarantee in every case; with card it also pays the stay.
  const auth = await authorize(deps, paymentId, () =>
    deps.provider.authorizeCard(cardRequest(input.card, input.method === 'card' ? toCents(charge) : 0, paymentId, description)));
  if (auth instanceof Response) return auth;

  if (input.method === 'paypal') {
    const site = (Deno.env.get('SITE_URL') ?? 'http://127.0.0.1:5173').replace(/\/+$/, '');
    const paypal = await deps.provider.createPayPalPayment({
      amountCents: toCents(charge), currency: 'EUR', idempotencyKey: paymentId, description,
      returnUrl: `${site}/prenota?paypal=approved`, cancelUrl: `${site}/prenota?paypal=cancelled`,
    });
    await rpc(deps.db, 'set_payment_reference', { p_payment_id: paymentId, p_reference: paypal.reference });
    return json({
      status: 'requires_approval', payment_id: paymentId, approve_url: paypal.approveUrl, provider: deps.provider.name, amount: charge,
    });
  }

  const booking = await createOrRelease(deps, paymentId, auth.reference, () =>
    rpc(deps.db, 'create_booking', { p_payment_id: paymentId, p_reference: auth.reference, ...args }));
  return succeeded('booking', booking);
}
