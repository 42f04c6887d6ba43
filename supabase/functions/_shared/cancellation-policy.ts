// The cancellation policy's figures as the database keeps them (settings.cancellation_policy, applied by
// public.cancellation_fee): the assistant and the booking e-mails word the policy from these, never from
// numbers of their own. The browser reads the same setting (src/domain/settings.ts).
import type { SupabaseClient } from '@supabase/supabase-js';

export interface CancellationPolicy {
  /** More days than this before check-in: free. */
  free_over_days: number;
  /** From this many days up to free_over_days: partial_percent of the total; fewer: the whole total. */
  partial_from_days: number;
  partial_percent: number;
}

/** The policy in a settings value, or null when it is missing or malformed (the texts then point to the page). */
export function parseCancellationPolicy(value: unknown): CancellationPolicy | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const whole = (x: unknown) => typeof x === 'number' && Number.isInteger(x);
  if (!whole(v.free_over_days) || !whole(v.partial_from_days) || !whole(v.partial_percent)) return null;
  return { free_over_days: Number(v.free_over_days), partial_from_days: Number(v.partial_from_days), partial_percent: Number(v.partial_percent) };
}

export async function loadCancellationPolicy(db: SupabaseClient): Promise<CancellationPolicy | null> {
  const { data, error } = await db.from('settings').select('value').eq('key', 'cancellation_policy').maybeSingle();
  if (error) throw new Error(`settings: ${error.message}`);
  return parseCancellationPolicy((data as { value: unknown } | null)?.value);
}
