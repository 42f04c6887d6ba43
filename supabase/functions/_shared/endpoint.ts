// The request frame every function shares, so each one holds only its own logic: CORS preflight, the allowed
// methods, the body capped and its texts checked (read once here, so no handler can read an unbounded one), and
// errors answered as JSON (a BadRequest or an InputError is the caller's mistake; anything else is logged, never shown).
import { preflight } from './cors.ts';
import { InputError, checkBody, readBodyText } from './input.ts';
import { BadRequest, errorJson, inputErrorJson } from './json.ts';

export type Handler = (req: Request) => Promise<Response>;

export function endpoint(name: string, methods: readonly string[], body: Handler): Handler {
  return async (req) => {
    const pre = preflight(req);
    if (pre) return pre;
    if (!methods.includes(req.method)) return errorJson(405, 'METHOD_NOT_ALLOWED', `Use ${methods.join(' or ')}`);
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        const text = await readBodyText(req);
        // Checked here too, so a function refuses bad input by name even before its own checks (or sign-in).
        checkBody(text);
        const headers = new Headers(req.headers);
        headers.delete('content-length'); // the body is now the decoded text
        req = new Request(req.url, { method: req.method, headers, body: text });
      }
      return await body(req);
    } catch (e) {
      if (e instanceof InputError) return inputErrorJson(e);
      if (e instanceof BadRequest) return errorJson(400, 'BAD_REQUEST', e.message);
      console.error(`${name} failed`, e);
      return errorJson(500, 'INTERNAL', 'Unexpected error');
    }
  };
}
