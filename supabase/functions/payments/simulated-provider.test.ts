import { deepStrictEqual as assertEquals } from 'node:assert';
import { selectProvider } from './select-provider.ts';
import { createSimulatedProvider } from './simulated-provider.ts';

const provider = createSimulatedProvider('http://site.test');
const authorize = (number: string, amountCents = 1000) =>
  provider.authorizeCard({ amountCents, currency: 'EUR', idempotencyKey: 'k', description: 'd', card: { number, expMonth: 12, expYear: 2030, cvc: '123', holder: 'M' } });

Deno.test('the simulated provider follows the usual test cards, for charges and card checks alike', async () => {
  const codes = [];
  for (const n of ['4242424242424242', '4000000000000002', '4000000000009995', '4000000000000069', '4000000000000119', '5555555555554444']) {
    const r = await authorize(n);
    codes.push(r.ok ? 'ok' : r.code);
  }
  assertEquals(codes, ['ok', 'card_declined', 'insufficient_funds', 'expired_card', 'processing_error', 'ok']);
  assertEquals((await authorize('4000000000000002', 0)).ok, false);
});

Deno.test('its results carry a reference and never the card number', async () => {
  const r = await authorize('4242424242424242');
  assertEquals(JSON.stringify(r).includes('4242424242'), false);
  assertEquals(r.ok && /^sim_auth_/.test(r.reference), true);
});

Deno.test('its PayPal payment sends the payer to the site and captures only its own references', async () => {
  const pp = await provider.createPayPalPayment({ amountCents: 100, currency: 'EUR', idempotencyKey: 'k', description: 'd', returnUrl: 'r', cancelUrl: 'c' });
  assertEquals(pp.approveUrl.startsWith('http://site.test/'), true);
  assertEquals((await provider.capturePayPalPayment(pp.reference)).ok, true);
  assertEquals((await provider.capturePayPalPayment('PAYID-REAL')).ok, false);
});

Deno.test('selectProvider uses the simulated provider unless PAYMENT_PROVIDER names another, and refuses an unknown one', () => {
  assertEquals(selectProvider(() => undefined).name, 'simulated');
  let message = '';
  try {
    selectProvider((n) => (n === 'PAYMENT_PROVIDER' ? 'acme' : undefined));
  } catch (e) {
    message = (e as Error).message;
  }
  assertEquals(message, 'PAYMENT_PROVIDER acme has no adapter');
});
