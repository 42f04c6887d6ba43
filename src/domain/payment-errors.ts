// What the visitor reads when the server refuses a payment: the provider's reason (declined, insufficient
// funds, expired…), the card field the server could not accept, or a request already on its way. Shared by
// the shop, the booking page and the chat, which all pay through the same function. Texts: `errors:payment.*`.

export interface PaymentMessage {
  key: string;
  params?: Record<string, string | number>;
}

interface Coded {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

const REASONS = ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_number', 'processing_error', 'paypal_cancelled'];
const FIELDS: Record<string, string> = { 'card.number': 'number', 'card.expiry': 'expiry', 'card.cvv': 'cvv', 'card.holder': 'holder' };

/** The translated message key for a payment refusal, or null when the error is not about the payment. */
export function paymentErrorMessage(error: unknown): PaymentMessage | null {
  const e = (typeof error === 'object' && error !== null ? error : {}) as Coded;
  const details = typeof e.details === 'string' ? e.details : '';
  if (e.code === 'PAYMENT_DECLINED') {
    return { key: `errors:payment.declined.${REASONS.includes(details) ? details : 'card_declined'}` };
  }
  if (e.code === 'INVALID_FIELD' && (details === 'card' || details in FIELDS)) {
    return { key: `errors:payment.field.${FIELDS[details] ?? 'number'}` };
  }
  if (e.code === 'P0001' && e.message === 'PAYMENT_IN_PROGRESS') return { key: 'errors:payment.inProgress' };
  if (e.code === 'RATE_LIMITED') {
    const seconds = Number(details) || 60;
    return { key: 'errors:payment.rateLimited', params: { count: Math.max(1, Math.ceil(seconds / 60)) } };
  }
  return null;
}
