// The request frame every function shares, so each one holds only its own logic: CORS preflight, the allowed
// methods, and errors answered as JSON (a BadRequest is the caller's mistake; anything else is logged, never shown).
import { preflight } from './cors.ts';
import { BadRequest, errorJson } from './json.ts';

export type Handler = (req: Request) => Promise<Response>;

export function endpoint(name: string, methods: readonly string[], body: Handler): Handler {
  return async (req) => {
    const pre = preflight(req);
    if (pre) return pre;
    if (!methods.includes(req.method)) return errorJson(405, 'METHOD_NOT_ALLOWED', `Use ${methods.join(' or ')}`);
    try {
      return await body(req);
    } catch (e) {
      if (e instanceof BadRequest) return errorJson(400, 'BAD_REQUEST', e.message);
      console.error(`${name} failed`, e);
      return errorJson(500, 'INTERNAL', 'Unexpected error');
    }
  };
}
