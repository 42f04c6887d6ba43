// E-mails the cancellation of a booking found by reference and e-mail. Sends only for a booking that
// cancel_booking has already cancelled, with the fee the database recorded.
import { preflight } from '../_shared/cors.ts';
import { BadRequest, errorJson, json, readJson } from '../_shared/json.ts';
import { sendMail } from '../_shared/mail.ts';
import { cancellationMail } from '../send-booking-confirmation/booking-mail.ts';
import { loadBooking } from '../send-booking-confirmation/load-booking.ts';

export async function handler(req: Request): Promise<Response> {
  const pre = preflight(req);
  if (pre) return pre;
  if (req.method !== 'POST') return errorJson(405, 'METHOD_NOT_ALLOWED', 'Use POST');
  try {
    const body = await readJson<{ reference?: unknown; email?: unknown }>(req);
    if (typeof body.reference !== 'string' || typeof body.email !== 'string' || !body.reference || !body.email) {
      return errorJson(400, 'BAD_REQUEST', 'reference and email are required');
    }
    const found = await loadBooking({ reference: body.reference, email: body.email });
    // One answer for "no such booking" and "not cancelled": nothing to probe.
    if (!found || found.booking.booking_status !== 'cancelled') return errorJson(404, 'NOT_FOUND', 'No cancelled booking found');
    const result = await sendMail(found.booking.email, cancellationMail(found.booking, found.rooms));
    return json({ sent: true, message_id: result.messageId });
  } catch (e) {
    if (e instanceof BadRequest) return errorJson(400, 'BAD_REQUEST', e.message);
    console.error('send-booking-cancellation failed', e);
    return errorJson(500, 'INTERNAL', 'Unexpected error');
  }
}

export default { fetch: handler };

if (import.meta.main) Deno.serve(handler);
