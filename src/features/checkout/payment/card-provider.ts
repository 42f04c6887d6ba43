// The one seam between checkout and a card provider. A real provider replaces `simulatedCardProvider` by
// implementing this interface; nothing else in checkout knows how authorisation works.
// Only `last4` and `reference` leave this module: the number and CVV stay in the form.

export interface CardDetails {
  number: string;
  expiry: string;
  cvv: string;
  holder: string;
  amountCents: number;
}

export type AuthorizeResult =
  | { approved: true; last4: string; reference: string }
  | { approved: false; reason: 'declined' | 'invalid' };

export interface CardProvider {
  authorize(card: CardDetails, signal?: AbortSignal): Promise<AuthorizeResult>;
}
