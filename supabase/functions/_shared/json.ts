// JSON responses with CORS headers, and a JSON body reader that fails as a 400, not a 500.
import { corsHeaders } from './cors.ts';

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

/** Parses the request body as a JSON object; throws BadRequest when it is not one. */
export async function readJson<T extends Record<string, unknown>>(req: Request): Promise<T> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw new BadRequest('Body must be JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest('Body must be a JSON object');
  return body as T;
}
