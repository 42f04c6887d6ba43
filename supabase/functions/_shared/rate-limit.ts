// Limits kept in the database (public.rate_limit_hit), so they hold across recycled and parallel isolates.
import { adminClient } from './clients.ts';
import { rateLimitedJson } from './json.ts';

export interface LimitKeys {
  ip?: string | null;
  email?: string | null;
  session?: string | null;
}

/** Counts this request of `action`; the 429 to answer when a limit refuses it, else null. */
export async function rateLimit(action: string, keys: LimitKeys): Promise<Response | null> {
  const { data, error } = await adminClient().rpc('rate_limit_hit', {
    p_action: action,
    p_ip: keys.ip ?? null,
    p_email: keys.email ?? null,
    p_session: keys.session ?? null,
  });
  if (error) throw error;
  const wait = Number(data);
  return wait > 0 ? rateLimitedJson(wait) : null;
}
