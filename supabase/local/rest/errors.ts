// PostgREST's error contract: {code, message, details, hint} with its status codes.

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null | unknown[] = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** Parse error of a query parameter (PGRST100); the only error the parsers throw. */
export class ParseError extends RestError {
  constructor(message: string, details: string | null = null) {
    super(400, 'PGRST100', message, details);
  }
}

export interface PgErrorLike {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

/** SQLSTATE → HTTP status, as in PostgREST (protocol §1.6). */
function pgStatus(code: string, role: string): number {
  if (code === '23505' || code === '23503' || code === '23P01') return 409;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === 'P0001') return 400;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '25006') return 405;
  if (code === '22023') return 401;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === '53400') return 500;
  if (code.startsWith('08') || code.startsWith('53') || code === '57P01') return 503;
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code) || code === '42P17') return 500;
  if (/^(0L|0P|28)/.test(code)) return 403;
  return 400;
}

export function isPgError(e: unknown): e is PgErrorLike & { code: string } {
  return typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((e as { code: string }).code) && 'severity' in e;
}

export function fromPgError(e: PgErrorLike & { code: string }, role: string): RestError {
  return new RestError(pgStatus(e.code, role), e.code, e.message, e.detail ?? null, e.hint ?? null);
}
