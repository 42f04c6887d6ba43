// POST /payments/desk: a booking the owner takes by phone, e-mail or at the door, with the guest's card as a
// guarantee. Only for an admin (checked before anything else, so nobody can test cards here). The card is
// checked as a guest's pay-at-the-property guarantee is (Luhn and expiry here, then a zero-amount
// authorisation at the provider); only its approval lets admin_create_booking insert the booking, and only the
// last four digits are kept. A desk booking without a card goes straight to admin_create_booking instead.
import { clientAddress } from '../_shared/client-address.ts';
import { callerUser } from '../_shared/clients.ts';
import { errorJson } from '../_shared/json.ts';
import { authorize, beginBooking, cardRequest, createOrRelease, declined, succeeded, type Deps } from './attempt.ts';
import { cardProblem, lastFour, parseCard } from './card.ts';
import { rpc } from './db.ts';
import { day, list, oneOf, stayRoom, strings, uuid } from './fields.ts';

const GUEST = { first_name: 200, last_name: 200, email: 320, phone: 40, special_requests: 2000 } as const;

export function parseDesk(body: Record<string, unknown>) {
  return {
    clientRequestId: uuid(body, 'client_request_id'),
    language: oneOf(body, 'language', ['it', 'en'] as const, 'language', 'it'),
    source: oneOf(body, 'source', ['phone', 'email', 'walk_in'] as const),
    // Children's ages, cots and extra beds as a guest's booking takes them.
    rooms: list(body, 'rooms', 5, stayRoom),
    checkIn: day(body, 'check_in'),
    checkOut: day(body, 'check_out'),
    guest: strings(body.guest, 'guest', GUEST),
    card: parseCard(body.card),
  };
}

export async function payDesk(deps: Deps, req: Request, input: ReturnType<typeof parseDesk>): Promise<Response> {
  const user = await callerUser(req);
  if (!user) return errorJson(401, 'UNAUTHORIZED', 'Sign in as an administrator');
  const isAdmin = await rpc<boolean>(deps.db, 'has_role', { _user_id: user.id, _role: 'admin' });
  if (isAdmin !== true) return errorJson(403, 'FORBIDDEN', 'Administrators only');

  const problem = cardProblem(input.card);
  if (problem) return declined(problem);
  const stay = { p_rooms: input.rooms, p_check_in: input.checkIn, p_check_out: input.checkOut, p_guest: input.guest };
  // The stay is checked (quote, guest, a double submit) and the attempt counted and opened, in one call, before
  // the provider hears of the card.
  const begun = await beginBooking(deps, {
    p_client_request_id: input.clientRequestId, p_user_id: null, ...stay, p_hold_id: null, p_method: 'onsite',
    p_provider: deps.provider.name, p_card_last_4: lastFour(input.card), p_client_ip: clientAddress(req), p_request: null,
  });
  if (begun instanceof Response) return begun;
  const { paymentId } = begun;
  const auth = await authorize(deps, paymentId, () =>
    deps.provider.authorizeCard(cardRequest(input.card, 0, paymentId, `Desk booking ${input.clientRequestId}`)));
  if (auth instanceof Response) return auth;

  const booking = await createOrRelease(deps, paymentId, auth.reference, async () => {
    await rpc(deps.db, 'set_payment_reference', { p_payment_id: paymentId, p_reference: auth.reference });
    return rpc(deps.db, 'admin_create_booking', { ...stay, p_source: input.source, p_language: input.language, p_payment_id: paymentId });
  });
  return succeeded('booking', booking);
}
