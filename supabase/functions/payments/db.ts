// Calls to the database as service_role, and how its refusals are answered: PostgREST's codes pass through
// (the browser branches on them), PTnnn carries its HTTP status as in PostgREST, a rate limit becomes the
// agreed 429 {code: 'RATE_LIMITED', retry_after}, and a room id that names no room (UNKNOWN_ROOM:rooms[i].room_id)
// is the request's bad field, answered as fields.ts answers one.
import type { SupabaseClient } from '@supabase/supabase-js';
import { json } from '../_shared/json.ts';

export class DbError extends Error {
  constructor(readonly code: string, message: string, readonly details: string | null) {
    super(message);
  }
}

export async function rpc<T>(db: SupabaseClient, name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await db.rpc(name, args);
  if (error) throw new DbError(error.code ?? '', error.message ?? '', error.details ?? null);
  return data as T;
}

// Refusals that depend on what others did meanwhile (409); other P0001 refusals are the request's fault (400).
const CONFLICTS = /^(OUT_OF_STOCK|PAYMENT_IN_PROGRESS|DUPLICATE_REQUEST|AMOUNT_CHANGED|PAYMENT_NOT_PENDING|ROOM_UNAVAILABLE|HOLD_EXPIRED)/;

/** The answer for a database refusal, or null when the error is not one (then it is a 500). */
export function refusal(e: unknown): Response | null {
  if (!(e instanceof DbError)) return null;
  const pt = /^PT(\d{3})$/.exec(e.code);
  if (pt && pt[1] === '429') {
    const retryAfter = Math.max(1, Math.ceil(Number(e.details) || 60));
    return json({ code: 'RATE_LIMITED', retry_after: retryAfter }, 429, { 'Retry-After': String(retryAfter) });
  }
  const unknownRoom = e.code === 'P0001' ? /^UNKNOWN_ROOM:(rooms\[\d+\]\.room_id)$/.exec(e.message) : null;
  if (unknownRoom) {
    return json({ error: { code: 'INVALID_FIELD', message: `Invalid field: ${unknownRoom[1]} (unknown room)`, details: unknownRoom[1] } }, 400);
  }
  const status = pt ? Number(pt[1]) : e.code === '23P01' ? 409 : e.code === 'P0001' ? (CONFLICTS.test(e.message) ? 409 : 400) : 0;
  if (status < 400 || status > 499) return null;
  return json({ error: { code: e.code, message: e.message, details: e.details } }, status);
}
