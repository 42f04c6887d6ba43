// Handler of payments (index.ts serves it), kept apart so tests can call it with a Request. Routes:
// POST /payments/order, /payments/booking, /payments/desk (an admin's desk booking with a guarantee card),
// /payments/paypal-return. Anonymous callers are welcome (guest checkout): verify_jwt is off for this function and a signed-in user is recognised from the Authorization header.
// The flow, the answers and how a real provider plugs in: docs/payments.md.
import type { SupabaseClient } from '@supabase/supabase-js';
import { adminClient } from '../_shared/clients.ts';
import { endpoint } from '../_shared/endpoint.ts';
import { errorJson, json } from '../_shared/json.ts';
import type { Deps } from './attempt.ts';
import { readCappedJson, TooLarge } from './body.ts';
import { parseBooking, payBooking } from './booking.ts';
import { refusal } from './db.ts';
import { parseDesk, payDesk } from './desk.ts';
import { FieldError } from './fields.ts';
import { parseOrder, payOrder } from './order.ts';
import { parsePayPalReturn, paypalReturn } from './paypal-return.ts';
import { selectProvider } from './select-provider.ts';

const MAX_BODY = 64 * 1024;

export function makeHandler(deps: () => Deps) {
  return endpoint('payments', ['POST'], async (req) => {
    const route = new URL(req.url).pathname.split('/').filter(Boolean).at(-1);
    if (route !== 'order' && route !== 'booking' && route !== 'desk' && route !== 'paypal-return') {
      return errorJson(404, 'NOT_FOUND', 'Use /payments/order, /payments/booking, /payments/desk or /payments/paypal-return');
    }
    try {
      const body = await readCappedJson(req, MAX_BODY);
      // Input is checked before anything is reached, so a bad field never costs a database call.
      if (route === 'order') {
        const input = parseOrder(body);
        return await payOrder(deps(), req, input);
      }
      if (route === 'booking') {
        const input = parseBooking(body);
        return await payBooking(deps(), req, input);
      }
      if (route === 'desk') {
        const input = parseDesk(body);
        return await payDesk(deps(), req, input);
      }
      const input = parsePayPalReturn(body);
      return await paypalReturn(deps(), input);
    } catch (e) {
      if (e instanceof TooLarge) return errorJson(413, 'REQUEST_TOO_LARGE', `Body over ${MAX_BODY} bytes`);
      if (e instanceof FieldError) {
        return json({ error: { code: 'INVALID_FIELD', message: e.message, details: e.field } }, 400);
      }
      const answer = refusal(e);
      if (answer) return answer;
      throw e;
    }
  });
}

// The service-role client keeps no session, so an isolate that serves several requests builds it once (a new
// isolate builds its own: nothing relies on it living on).
let admin: SupabaseClient | undefined;
export const handler = makeHandler(() => ({ db: (admin ??= adminClient()), provider: selectProvider() }));
