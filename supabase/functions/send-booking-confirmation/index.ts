// E-mails the booking confirmation. Loads the booking itself with the service role: the client's
// figures are never trusted; the reference must match the id, so an id alone cannot trigger mails.
import { endpoint } from '../_shared/endpoint.ts';
import { errorJson, json, readJson } from '../_shared/json.ts';
import { sendMail } from '../_shared/mail.ts';
import { confirmationMail } from './booking-mail.ts';
import { loadBooking } from './load-booking.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const handler = endpoint('send-booking-confirmation', ['POST'], async (req) => {
  const body = await readJson<{ booking_id?: unknown; reference?: unknown }>(req);
  if (typeof body.booking_id !== 'string' || !UUID.test(body.booking_id) || typeof body.reference !== 'string') {
    return errorJson(400, 'BAD_REQUEST', 'booking_id and reference are required');
  }
  const found = await loadBooking({ id: body.booking_id, reference: body.reference });
  if (!found) return errorJson(404, 'NOT_FOUND', 'Booking not found');
  const siteUrl = Deno.env.get('SITE_URL') ?? new URL(req.headers.get('origin') ?? 'http://localhost:5173').origin;
  const result = await sendMail(found.booking.email, confirmationMail(found.booking, found.rooms, siteUrl));
  return json({ sent: true, message_id: result.messageId });
});

Deno.serve(handler);
