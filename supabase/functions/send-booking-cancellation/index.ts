// E-mails the cancellation of a booking found by reference and e-mail. Sends only for a booking that
// cancel_booking has already cancelled, with the fee the database recorded.
import { endpoint } from '../_shared/endpoint.ts';
import { errorJson, json, readJson } from '../_shared/json.ts';
import { sendMail } from '../_shared/mail.ts';
import { cancellationMail } from '../send-booking-confirmation/booking-mail.ts';
import { loadBooking } from '../send-booking-confirmation/load-booking.ts';

const handler = endpoint('send-booking-cancellation', ['POST'], async (req) => {
  const body = await readJson<{ reference?: unknown; email?: unknown }>(req);
  if (typeof body.reference !== 'string' || typeof body.email !== 'string' || !body.reference || !body.email) {
    return errorJson(400, 'BAD_REQUEST', 'reference and email are required');
  }
  const found = await loadBooking({ reference: body.reference, email: body.email });
  // One answer for "no such booking" and "not cancelled": nothing to probe.
  if (!found || found.booking.booking_status !== 'cancelled') return errorJson(404, 'NOT_FOUND', 'No cancelled booking found');
  const result = await sendMail(found.booking.email, cancellationMail(found.booking, found.rooms));
  return json({ sent: true, message_id: result.messageId });
});

Deno.serve(handler);
