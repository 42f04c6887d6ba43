// GDPR erasure: deletes the caller's own auth user with the service role. The caller is re-checked from their
// token (never from the body). Deleting the user runs the database's erasure (erase_user_data, a trigger on
// auth.users): profile, cart, wishlist, newsletter and chat leads go; orders and past stays keep what the tax
// records need, without e-mail or phone; stays not yet begun are cancelled. The conversations of the chat
// session this browser presents (x-chat-session, the same capability the chat policies check) go too.
import { adminClient, callerUser } from '../_shared/clients.ts';
import { endpoint } from '../_shared/endpoint.ts';
import { errorJson, json } from '../_shared/json.ts';

const chatSession = (req: Request): string | null => {
  const id = req.headers.get('x-chat-session')?.trim() ?? '';
  return id.length >= 8 && id.length <= 128 ? id : null;
};

const handler = endpoint('delete-account', ['POST'], async (req) => {
  const user = await callerUser(req);
  if (!user) return errorJson(401, 'UNAUTHORIZED', 'Sign in first');
  const admin = adminClient();
  const session = chatSession(req);
  if (session) {
    const { error } = await admin.rpc('erase_chat_session', { p_session_id: session });
    if (error) throw error;
  }
  const { error } = await admin.auth.admin.deleteUser(user.id);
  if (error) throw error;
  return json({ deleted: true });
});

Deno.serve(handler);
