// The one input guard of the functions: a capped body read, JSON that must be an object, and every text in it
// checked before it can reach the database, which refuses a NUL or a lone surrogate with an error that used to
// surface as a 500. The caller's mistakes become 400s that name the field (413 for an oversized body).

/** Above any form's real size, and above a 1 MB field, so that one is answered by name rather than by size. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** Longest text any field may hold unless the function sets its own limit for it. */
export const MAX_TEXT = 10_000;
const MAX_DEPTH = 20;

export type Reason = 'nul' | 'surrogate' | 'too_long' | 'too_deep' | 'invalid';

export class InputError extends Error {
  constructor(
    readonly status: 400 | 413,
    readonly code: string,
    message: string,
    readonly field: string | null = null,
    readonly reason: Reason | null = null,
  ) {
    super(message);
  }
}

export const fieldError = (field: string, reason: Reason = 'invalid') =>
  new InputError(400, 'INVALID_FIELD', `Invalid field: ${field} (${reason})`, field, reason);

const tooLarge = () => new InputError(413, 'PAYLOAD_TOO_LARGE', 'Request body too large');

/** The body as text, never more than `max` bytes read; strict UTF-8. */
export async function readBodyText(req: Request, max = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (declared > max) {
    await req.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!req.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new InputError(400, 'BAD_ENCODING', 'Body must be UTF-8');
  }
}

// Code units, not code points (no `u` flag): a high surrogate not followed by a low one, or a low one alone.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(s: string, max: number): Reason | null {
  if (s.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(s)) return 'surrogate';
  if (s.length > max) return 'too_long';
  return null;
}

/**
 * The first text (value or key, at any depth) that holds a NUL, a lone surrogate or more than its limit, with
 * its path (`messages.1.content`); `limits` sets a field's own maximum by its path. Null when all are fine.
 */
export function checkStrings(
  value: unknown,
  limits: Record<string, number> = {},
  path = '',
  depth = 0,
): { field: string; reason: Reason } | null {
  if (depth > MAX_DEPTH) return { field: path || 'body', reason: 'too_deep' };
  if (typeof value === 'string') {
    const reason = textProblem(value, limits[path] ?? MAX_TEXT);
    return reason ? { field: path || 'body', reason } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  for (const [key, v] of entries) {
    const keyReason = textProblem(key, 200);
    // A bad key is named escaped, so the answer itself carries no NUL or broken text.
    if (keyReason) return { field: JSON.stringify(key).slice(1, -1).replace(/[\uD800-\uDFFF]/g, '?'), reason: keyReason };
    const found = checkStrings(v, limits, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

function parseChecked(text: string, limits?: Record<string, number>): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new InputError(400, 'BAD_JSON', 'Body must be JSON');
  }
  const problem = checkStrings(body, limits);
  if (problem) throw fieldError(problem.field, problem.reason);
  return body;
}

/** What every endpoint checks before its handler runs: an empty body, or JSON whose texts are all fine. */
export function checkBody(text: string): void {
  if (text.trim() !== '') parseChecked(text);
}

/** Reads the body as a JSON object with every text checked; throws an InputError the endpoint answers. */
export async function readJson<T extends Record<string, unknown>>(
  req: Request,
  opts: { limits?: Record<string, number> } = {},
): Promise<T> {
  const body = parseChecked(await readBodyText(req), opts.limits);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InputError(400, 'BAD_JSON', 'Body must be a JSON object');
  }
  return body as T;
}
