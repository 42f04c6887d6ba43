// JSON responses with CORS headers, the answers to refused input and to a rate limit, and the body reader.
import { corsHeaders } from './cors.ts';
import type { InputError } from './input.ts';

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...headers },
  });
}

export function errorJson(status: number, code: string, message: string): Response {
  return json({ error: { code, message } }, status);
}

export class BadRequest extends Error {}

/** A refused input, with the field named when there is one: `{code, field, reason}` plus the `{error}` shape. */
export function inputErrorJson(e: InputError): Response {
  const error = e.field ? { code: e.code, field: e.field, message: e.message } : { code: e.code, message: e.message };
  return json(e.field ? { code: e.code, field: e.field, reason: e.reason, error } : { code: e.code, error }, e.status);
}

/** 429 with the seconds to wait, in the body and in Retry-After; the browser words it in the visitor's language. */
export function rateLimitedJson(retryAfter: number): Response {
  return json(
    { code: 'RATE_LIMITED', retry_after: retryAfter, error: { code: 'RATE_LIMITED', message: `Too many requests: try again in ${retryAfter} s` } },
    429,
    { 'Retry-After': String(retryAfter) },
  );
}

// The capped, checked reader lives with the input guard; functions written before it import it from here.
export { readJson } from './input.ts';
