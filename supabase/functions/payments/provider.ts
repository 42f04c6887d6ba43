// The adapter boundary: the payment flows (order.ts, booking.ts, paypal-return.ts) talk to a provider only
// through this interface, so moving from the simulated provider to a real one changes an adapter, not a flow.
// Card numbers and CVVs cross this boundary and nothing else: results carry references and codes only.

export interface CardInput {
  /** Digits only, Luhn-checked already. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
  holder: string;
}

/** The decline codes a visitor may see, named as card networks and providers name them. */
export type DeclineCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_number'
  | 'processing_error'
  | 'paypal_cancelled';

export type ProviderResult = { ok: true; reference: string } | { ok: false; code: DeclineCode; reference?: string };

interface CardAuthorization {
  /** 0 checks the card without charging it (a guarantee), as a zero-amount authorisation does. */
  amountCents: number;
  currency: 'EUR';
  card: CardInput;
  /** The payment attempt's id: the provider refuses to act twice on one key. */
  idempotencyKey: string;
  description: string;
}

interface RedirectPayment {
  amountCents: number;
  currency: 'EUR';
  idempotencyKey: string;
  description: string;
  /** Where the payer comes back to after approving or cancelling. */
  returnUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  readonly name: string;
  authorizeCard(request: CardAuthorization): Promise<ProviderResult>;
  /** Releases an authorisation whose order or booking could not be made after all. */
  voidAuthorization(reference: string): Promise<void>;
  /** Opens a PayPal payment; the payer approves it on `approveUrl` and comes back to the site. */
  createPayPalPayment(request: RedirectPayment): Promise<{ reference: string; approveUrl: string }>;
  /** Takes the money of an approved PayPal payment (PayPal's "capture order"). */
  capturePayPalPayment(reference: string): Promise<ProviderResult>;
}
