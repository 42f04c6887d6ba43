// GDPR erasure: deletes the caller's own auth user with the service role. The caller is re-checked from their
// token (never from the body). Profile, cart and wishlist go by cascade; orders and bookings keep their rows
// (tax records) with user_id set to null.
import { adminClient, callerUser } from '../_shared/clients.ts';
import { endpoint } from '../_shared/endpoint.ts';
import { errorJson, json } from '../_shared/json.ts';

const handler = endpoint('delete-account', ['POST'], async (req) => {
  const user = await callerUser(req);
  if (!user) return errorJson(401, 'UNAUTHORIZED', 'Sign in first');
  const { error } = await adminClient().auth.admin.deleteUser(user.id);
  if (error) throw error;
  return json({ deleted: true });
});

Deno.serve(handler);
