// One payment attempt from opening to its end: the provider is asked for the amount the database quoted, and
// only its approval lets `create` run (the database function that inserts the order or booking and marks the
// attempt approved in one transaction). A decline closes the attempt and creates nothing; a creation that
// fails after approval releases the authorisation, so nobody pays for what was not made.
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientAddress } from '../_shared/client-address.ts';
import { json, rateLimitedJson } from '../_shared/json.ts';
import { rateLimit } from '../_shared/rate-limit.ts';
import { DbError, rpc } from './db.ts';
import type { CardInput, DeclineCode, PaymentProvider, ProviderResult } from './provider.ts';

export interface Deps {
  db: SupabaseClient;
  provider: PaymentProvider;
}

export const declined = (reason: DeclineCode): Response =>
  json({ error: { code: 'PAYMENT_DECLINED', message: reason, details: reason } }, 402);

export const succeeded = (key: 'order' | 'booking', result: unknown): Response => json({ status: 'succeeded', [key]: result });

export const toCents = (amount: number | string): number => Math.round(Number(amount) * 100);

/**
 * Card testing: counts an attempt the provider is about to see, per client address and per e-mail, approved or
 * declined alike; the 429 to answer once a budget is spent (rule `payment`, docs/limits.md), else null. Called
 * before the attempt is opened, so a refused one leaves no `payments` row and the provider never hears of it.
 */
export const limitAttempt = (req: Request, email: string | null | undefined): Promise<Response | null> =>
  rateLimit('payment', { ip: clientAddress(req), email });

/**
 * begin_booking's answer: the request already booked, the card-testing budget spent, an attempt in flight, a
 * failure after the count (returned, not raised, so that the count commits), or the attempt opened.
 */
interface Begun {
  done?: unknown;
  rate_limited?: number;
  in_progress?: boolean;
  failed?: { code: string; message: string; details: string | null };
  payment_id?: string;
  amount?: number | string;
}

/**
 * A booking up to the provider in one database call (begin_booking: the quote, the card-testing count, the
 * attempt, one transaction). The provider must answer between the attempt and the booking, and no transaction may
 * stay open across its call, so the booking itself comes after it (create_booking; at the desk,
 * admin_create_booking). Answers the Response to send when the provider is not to be asked, else the attempt.
 */
export async function beginBooking(deps: Deps, args: Record<string, unknown>): Promise<Response | { paymentId: string; amount: number }> {
  const begun = await rpc<Begun>(deps.db, 'begin_booking', args);
  if (begun.done) return succeeded('booking', begun.done);
  if (begun.rate_limited) return rateLimitedJson(Number(begun.rate_limited));
  // Answered as start_payment's refusal was (409); begin_booking returns it so that the attempt's count is kept.
  if (begun.in_progress) throw new DbError('P0001', 'PAYMENT_IN_PROGRESS', null);
  // Answered as the database's error it is (db.ts: refusal, else a 500), as when it was raised.
  if (begun.failed) throw new DbError(begun.failed.code, begun.failed.message, begun.failed.details);
  return { paymentId: begun.payment_id!, amount: Number(begun.amount) };
}

/** Asks the provider; on a no (or a failure) closes the attempt and gives the 402 to answer, else the reference. */
export async function authorize(deps: Deps, paymentId: string, ask: () => Promise<ProviderResult>): Promise<{ reference: string } | Response> {
  let result: ProviderResult;
  try {
    result = await ask();
  } catch (e) {
    console.error('payments: provider call failed', e instanceof Error ? e.message : 'unknown');
    result = { ok: false, code: 'processing_error' };
  }
  if (result.ok) return { reference: result.reference };
  await rpc(deps.db, 'fail_payment', {
    p_payment_id: paymentId, p_outcome: result.code === 'paypal_cancelled' ? 'cancelled' : 'declined',
    p_error_code: result.code, p_reference: result.reference ?? null,
  });
  return declined(result.code);
}

/** Runs the creation for an approved attempt; on a refusal, voids the authorisation and closes the attempt. */
export async function createOrRelease<T>(deps: Deps, paymentId: string, reference: string, create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (e) {
    await deps.provider.voidAuthorization(reference).catch((v) => console.error('payments: void failed', reference, v));
    const code = e instanceof DbError ? e.message.split(':')[0].slice(0, 60) : 'internal';
    await rpc(deps.db, 'fail_payment', { p_payment_id: paymentId, p_outcome: 'failed', p_error_code: code, p_reference: reference });
    throw e;
  }
}

export const cardRequest = (card: CardInput, amountCents: number, idempotencyKey: string, description: string) => ({
  amountCents, currency: 'EUR' as const, card, idempotencyKey, description,
});
