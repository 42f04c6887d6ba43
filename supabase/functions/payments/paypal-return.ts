// POST /payments/paypal-return {payment_id, approved}: the payer is back from PayPal's approval page. On
// approval the payment is captured and the stay kept with the attempt is booked; on cancel the attempt ends
// and nothing is booked. The attempt id is the secret, as PayPal's token in a real return URL is.
import { json } from '../_shared/json.ts';
import { authorize, createOrRelease, succeeded, type Deps } from './attempt.ts';
import { rpc } from './db.ts';
import { FieldError, uuid } from './fields.ts';

interface Pending {
  kind: 'order' | 'booking';
  method: string;
  reference: string | null;
  request: Record<string, unknown> | null;
}

export function parsePayPalReturn(body: Record<string, unknown>) {
  if (typeof body.approved !== 'boolean') throw new FieldError('approved', 'boolean expected');
  return { paymentId: uuid(body, 'payment_id'), approved: body.approved };
}

export async function paypalReturn(deps: Deps, { paymentId, approved }: ReturnType<typeof parsePayPalReturn>): Promise<Response> {
  const pending = await rpc<Pending | null>(deps.db, 'pending_payment_request', { p_payment_id: paymentId });
  if (!pending || pending.method !== 'paypal' || pending.kind !== 'booking' || !pending.reference || !pending.request) {
    return json({ error: { code: 'P0001', message: 'PAYMENT_NOT_PENDING' } }, 409);
  }
  const reference = pending.reference;
  const auth = await authorize(deps, paymentId, () =>
    approved ? deps.provider.capturePayPalPayment(reference) : Promise.resolve({ ok: false, code: 'paypal_cancelled' }));
  if (auth instanceof Response) return auth;
  const booking = await createOrRelease(deps, paymentId, auth.reference, () =>
    rpc(deps.db, 'create_booking', { p_payment_id: paymentId, p_reference: auth.reference, ...pending.request }));
  return succeeded('booking', booking);
}
