// The browser's one way to pay: the `payments` edge function, which asks the provider and lets the database
// create the order or booking. Card details go to our server only; a refusal becomes an ApiError whose
// `details` carries the decline reason, the bad field or the seconds to wait (see src/domain/refusals.ts).
import { getSupabase } from './client.ts';
import { functionError } from './errors.ts';
import { invokeFunction } from './invoke.ts';

export type PaymentRoute = 'order' | 'booking' | 'paypal-return';

export async function invokePayment<T>(route: PaymentRoute, body: Record<string, unknown>): Promise<T> {
  const supabase = await getSupabase();
  const { data, error } = await invokeFunction(supabase, `payments/${route}`, { body });
  if (error) throw await functionError(error);
  return data as T;
}
