// The browser's one way to pay: the `payments` edge function, which asks the provider and lets the database
// create the order or booking. Card details go to our server only; a refusal becomes an ApiError whose
// `details` carries the decline reason or the bad field (see src/domain/payment-errors.ts).
import { getSupabase } from './client.ts';
import { ApiError } from './errors.ts';

export type PaymentRoute = 'order' | 'booking' | 'paypal-return';

interface Refusal {
  error?: { code?: unknown; message?: unknown; details?: unknown };
  code?: unknown;
  retry_after?: unknown;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export async function invokePayment<T>(route: PaymentRoute, body: Record<string, unknown>): Promise<T> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke(`payments/${route}`, { body });
  if (!error) return data as T;
  const res = (error as { context?: unknown }).context;
  if (!(res instanceof Response)) throw ApiError.from(error);
  let refusal: Refusal = {};
  try {
    refusal = (await res.clone().json()) as Refusal;
  } catch {
    throw ApiError.from(error, res.status);
  }
  // Rate limits answer {code: 'RATE_LIMITED', retry_after}; everything else {error: {code, message, details}}.
  if (refusal.code === 'RATE_LIMITED') {
    throw new ApiError('RATE_LIMITED', 'RATE_LIMITED', String(refusal.retry_after ?? ''), null, res.status);
  }
  const e = refusal.error ?? {};
  throw new ApiError(str(e.code) ?? String(res.status), str(e.message) ?? 'Payment error', str(e.details), null, res.status);
}
