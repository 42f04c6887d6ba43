// One error type for every backend call: PostgREST, GoTrue, Storage and Functions errors become an ApiError.

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  details?: unknown;
  hint?: unknown;
  status?: unknown;
  name?: unknown;
  context?: unknown;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    /** HTTP status when known: the query retry policy skips 400-499. */
    readonly status: number | null = null,
  ) {
    super(message);
  }

  static from(error: unknown, status?: number | null): ApiError {
    if (error instanceof ApiError) return error;
    if (typeof error === 'object' && error !== null) {
      const e = error as ErrorLike;
      const ctx = e.context instanceof Response ? e.context : null;
      const httpStatus =
        status ?? (typeof e.status === 'number' ? e.status : null) ?? (ctx ? ctx.status : null);
      return new ApiError(
        str(e.code) ?? (httpStatus ? String(httpStatus) : 'UNKNOWN'),
        str(e.message) ?? 'Unknown error',
        str(e.details),
        str(e.hint),
        httpStatus,
      );
    }
    return new ApiError('UNKNOWN', typeof error === 'string' ? error : 'Unknown error', null, null, status ?? null);
  }
}

/** Unwraps a supabase-js answer `{data, error, status}`: returns data or throws an ApiError. */
export function unwrap<T>(result: { data: T; error: unknown; status?: number }): NonNullable<T> {
  if (result.error) throw ApiError.from(result.error, result.status);
  return result.data as NonNullable<T>;
}

interface Body {
  error?: unknown;
  code?: unknown;
  message?: unknown;
  retry_after?: unknown;
  field?: unknown;
}

interface Inner {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

/**
 * Our functions answer `{error: {code, message, details?}}`, a field refusal `{code, field}`, a rate limit
 * `{code: 'RATE_LIMITED', retry_after}` (and `Retry-After`); others `{error: '...'}` or `{code, message}`.
 * `details` carries, as PostgREST's do, the seconds to wait, the refused field or the function's own details.
 */
export async function functionError(error: unknown): Promise<ApiError> {
  const ctx = (error as { context?: unknown } | null)?.context;
  if (!(ctx instanceof Response)) return ApiError.from(error);
  let body: Body;
  try {
    body = (await ctx.clone().json()) as Body;
  } catch {
    return ApiError.from(error, ctx.status);
  }
  const inner = (typeof body.error === 'object' && body.error !== null ? body.error : {}) as Inner;
  const retryAfter = body.retry_after ?? ctx.headers.get('retry-after');
  const details = typeof retryAfter === 'number' || typeof retryAfter === 'string' ? String(retryAfter) : (str(body.field) ?? str(inner.details));
  return new ApiError(
    str(inner.code) ?? str(body.code) ?? String(ctx.status),
    str(inner.message) ?? str(body.error) ?? str(body.message) ?? 'Function error',
    details,
    null,
    ctx.status,
  );
}

export function isClientError(error: unknown): boolean {
  const status = error instanceof ApiError ? error.status : (error as ErrorLike | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
