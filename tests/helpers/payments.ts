// Calls the payments function the way the browser does (supabase-js functions.invoke) and reads any refusal.
import crypto from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';

export interface PayAnswer<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  /** `{code, message, details}` of a refusal (details: the decline reason or the bad field). */
  error: { code: string; message: string; details?: string | null } | null;
  body: Record<string, unknown> | null;
}

export async function pay<T = Record<string, unknown>>(
  client: SupabaseClient,
  route: 'order' | 'booking' | 'desk' | 'paypal-return',
  body: Record<string, unknown>,
): Promise<PayAnswer<T>> {
  const { data, error } = await client.functions.invoke(`payments/${route}`, { body });
  if (!error) return { status: 200, data: data as T, error: null, body: data as Record<string, unknown> };
  const res = (error as { context?: unknown }).context;
  if (!(res instanceof Response)) throw error;
  const json = (await res.json()) as Record<string, unknown>;
  const inner = (json.error ?? json) as PayAnswer['error'];
  return { status: res.status, data: null, error: inner, body: json };
}

export const CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
} as const;

export const card = (number: string = CARDS.approved, extra: Record<string, unknown> = {}) => ({
  number, expiry: '12/34', cvv: '123', holder: 'Maria Rossi', ...extra,
});

export const requestId = () => crypto.randomUUID();
