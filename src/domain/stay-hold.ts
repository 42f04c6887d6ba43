// A hold of a stay's rooms (public.hold_stay, docs/rates.md) as the booking page and the chat show it.
import type { QuoteOk, QuoteRefusal } from './stay-quote.ts';

interface HoldLimit {
  ok: false;
  reason: 'HOLD_LIMIT' | 'INVALID_CLIENT';
  max_holds?: number;
}

export type HoldAnswer = { ok: true; hold_id: string; expires_at: string; quote: QuoteOk } | QuoteRefusal | HoldLimit;

/** A refusal of the hold itself rather than of the stay. */
export const isHoldLimit = (a: QuoteRefusal | HoldLimit): a is HoldLimit => a.reason === 'HOLD_LIMIT' || a.reason === 'INVALID_CLIENT';
