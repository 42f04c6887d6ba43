// The simulated provider, with the test-card conventions real providers share (Stripe, Adyen and Nexi use
// these numbers): 4242 4242 4242 4242 approves, 4000 0000 0000 0002 is declined, …9995 has insufficient
// funds, …0069 is expired, …0119 fails with a processing error; any other valid number approves.
// No network call and no state: references are random, PayPal approval is given by the visitor on the site.
import type { DeclineCode, PaymentProvider } from './provider.ts';

const DECLINES: Record<string, DeclineCode> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000119': 'processing_error',
};

const ref = (prefix: string) => `${prefix}_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;

export function createSimulatedProvider(siteUrl: string): PaymentProvider {
  return {
    name: 'simulated',
    authorizeCard({ card }) {
      const code = DECLINES[card.number];
      return Promise.resolve(code ? { ok: false, code, reference: ref('sim_decl') } : { ok: true, reference: ref('sim_auth') });
    },
    voidAuthorization() {
      return Promise.resolve();
    },
    createPayPalPayment() {
      const reference = ref('sim_pp');
      // The real approval page is PayPal's; the simulated one is a step of the site itself.
      return Promise.resolve({ reference, approveUrl: `${siteUrl}/?simulated-paypal=${reference}` });
    },
    capturePayPalPayment(reference) {
      return Promise.resolve(reference.startsWith('sim_pp_') ? { ok: true, reference } : { ok: false, code: 'processing_error' });
    },
  };
}
