// POST /payments/order: the shop's card payment. The database prices the cart; the card is charged that
// amount; place_order inserts the paid order only for an approved attempt.
import { callerUser } from '../_shared/clients.ts';
import { authorize, cardRequest, createOrRelease, declined, limitAttempt, succeeded, toCents, type Deps } from './attempt.ts';
import { cardProblem, lastFour, parseCard } from './card.ts';
import { rpc } from './db.ts';
import { integer, list, oneOf, strings, text, uuid } from './fields.ts';

const ADDRESS = {
  first_name: 200, last_name: 200, address_line1: 200, address_line2: 200, city: 200,
  postal_code: 20, province: 60, country: 60,
} as const;

export function parseOrder(body: Record<string, unknown>) {
  return {
    clientRequestId: uuid(body, 'client_request_id'),
    language: oneOf(body, 'language', ['it', 'en'] as const, 'language', 'it'),
    method: oneOf(body, 'method', ['card'] as const, 'method', 'card'),
    items: list(body, 'items', 100, (o, f) => ({ product_id: uuid(o, 'product_id', `${f}.product_id`), quantity: integer(o, 'quantity', `${f}.quantity`, 1, 999) })),
    shipping: strings(body.shipping, 'shipping', { ...ADDRESS, email: 320, phone: 40 }),
    billing: body.billing == null ? null : strings(body.billing, 'billing', ADDRESS),
    guestEmail: text(body, 'guest_email', 'guest_email', 320, false),
    card: parseCard(body.card),
  };
}

export async function payOrder(deps: Deps, req: Request, input: ReturnType<typeof parseOrder>): Promise<Response> {
  const problem = cardProblem(input.card);
  if (problem) return declined(problem);
  const user = await callerUser(req);
  const userId = user?.id ?? null;

  const quote = await rpc<{ done?: unknown; total_amount?: number }>(deps.db, 'quote_order', {
    p_client_request_id: input.clientRequestId, p_items: input.items, p_shipping: input.shipping,
    p_guest_email: input.guestEmail, p_user_id: userId, p_language: input.language,
  });
  if (quote.done) return succeeded('order', quote.done);
  const amount = Number(quote.total_amount);
  const limited = await limitAttempt(req, user?.email ?? input.guestEmail ?? input.shipping.email);
  if (limited) return limited;

  const start = await rpc<{ done?: unknown; payment_id?: string }>(deps.db, 'start_payment', {
    p_kind: 'order', p_client_request_id: input.clientRequestId, p_user_id: userId, p_method: 'card', p_purpose: 'charge',
    p_provider: deps.provider.name, p_amount: amount, p_card_last_4: lastFour(input.card), p_request: null,
  });
  if (start.done) return succeeded('order', start.done);
  const paymentId = start.payment_id!;

  const auth = await authorize(deps, paymentId, () =>
    deps.provider.authorizeCard(cardRequest(input.card, toCents(amount), paymentId, `Order ${input.clientRequestId}`)));
  if (auth instanceof Response) return auth;
  const order = await createOrRelease(deps, paymentId, auth.reference, () =>
    rpc(deps.db, 'place_order', {
      p_payment_id: paymentId, p_reference: auth.reference, p_items: input.items, p_shipping: input.shipping,
      p_billing: input.billing, p_guest_email: input.guestEmail, p_language: input.language,
    }));
  return succeeded('order', order);
}
