// One wording of a rate-limit refusal for every limited endpoint: the REST API answers PT429 with the seconds in
// `details`, the functions answer 429 {code: 'RATE_LIMITED', retry_after} (carried in ApiError.details).

export interface WaitMessage {
  key: string;
  params: { count: number };
}

interface Refusal {
  status?: unknown;
  code?: unknown;
  details?: unknown;
}

/** The seconds to wait when `error` is a rate-limit refusal, else null (60 when the server gave no figure). */
export function retryAfterSeconds(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as Refusal;
  if (e.status !== 429 && e.code !== 'PT429' && e.code !== 'RATE_LIMITED') return null;
  const seconds = Number(e.details);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

/** "Too many attempts: try again in N seconds / minutes / hours", rounded up so the visitor never retries early. */
export function waitMessage(seconds: number): WaitMessage {
  if (seconds < 60) return { key: 'errors:rateLimit.seconds', params: { count: Math.max(1, Math.ceil(seconds)) } };
  if (seconds < 3600) return { key: 'errors:rateLimit.minutes', params: { count: Math.ceil(seconds / 60) } };
  return { key: 'errors:rateLimit.hours', params: { count: Math.ceil(seconds / 3600) } };
}

export function rateLimitMessage(error: unknown): WaitMessage | null {
  const seconds = retryAfterSeconds(error);
  return seconds === null ? null : waitMessage(seconds);
}
