// E-mails the booking confirmation. Loads the booking itself with the service role: the client's
// figures are never trusted; the reference must match the id, so an id alone cannot trigger mails.
import { preflight } from '../_shared/cors.ts';
import { BadRequest, errorJson, json, readJson } from '../_shared/json.ts';
import { sendMail } from '../_shared/mail.ts';
import { confirmationMail } from './booking-mail.ts';
import { loadBooking } from './load-booking.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function handler(req: Request): Promise<Response> {
  const pre = preflight(req);
  if (pre) return pre;
  if (req.method !== 'POST') return errorJson(405, 'METHOD_NOT_ALLOWED', 'Use POST');
  try {
    const body = await readJson<{ booking_id?: unknown; reference?: unknown }>(req);
    if (typeof body.booking_id !== 'string' || !UUID.test(body.booking_id) || typeof body.reference !== 'string') {
      return errorJson(400, 'BAD_REQUEST', 'booking_id and reference are required');
    }
    const found = await loadBooking({ id: body.booking_id, reference: body.reference });
    if (!found) return errorJson(404, 'NOT_FOUND', 'Booking not found');
    const siteUrl = Deno.env.get('SITE_URL') ?? new URL(req.headers.get('origin') ?? 'http://localhost:5173').origin;
    const result = await sendMail(found.booking.email, confirmationMail(found.booking, found.rooms, siteUrl));
    return json({ sent: true, message_id: result.messageId });
  } catch (e) {
    if (e instanceof BadRequest) return errorJson(400, 'BAD_REQUEST', e.message);
    console.error('send-booking-confirmation failed', e);
    return errorJson(500, 'INTERNAL', 'Unexpected error');
  }
}

export default { fetch: handler };

if (import.meta.main) Deno.serve(handler);
