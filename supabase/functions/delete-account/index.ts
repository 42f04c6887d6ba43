// GDPR erasure: deletes the caller's own auth user with the service role. The caller is re-checked from their
// token (never from the body). Profile, cart and wishlist go by cascade; orders and bookings keep their rows
// (tax records) with user_id set to null.
import { adminClient, callerUser } from '../_shared/clients.ts';
import { preflight } from '../_shared/cors.ts';
import { errorJson, json } from '../_shared/json.ts';

export async function handler(req: Request): Promise<Response> {
  const pre = preflight(req);
  if (pre) return pre;
  if (req.method !== 'POST') return errorJson(405, 'METHOD_NOT_ALLOWED', 'Use POST');
  try {
    const user = await callerUser(req);
    if (!user) return errorJson(401, 'UNAUTHORIZED', 'Sign in first');
    const { error } = await adminClient().auth.admin.deleteUser(user.id);
    if (error) throw error;
    return json({ deleted: true });
  } catch (e) {
    console.error('delete-account failed', e);
    return errorJson(500, 'INTERNAL', 'Unexpected error');
  }
}

export default { fetch: handler };

if (import.meta.main) Deno.serve(handler);
