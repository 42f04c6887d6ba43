// Which provider the function uses: PAYMENT_PROVIDER (a function secret), "simulated" unless set. A real
// provider is one more case here plus its adapter file (see docs/payments.md).
import type { PaymentProvider } from './provider.ts';
import { createSimulatedProvider } from './simulated-provider.ts';

export function selectProvider(env: (name: string) => string | undefined = (n) => Deno.env.get(n)): PaymentProvider {
  const name = env('PAYMENT_PROVIDER') ?? 'simulated';
  const siteUrl = (env('SITE_URL') ?? 'http://127.0.0.1:5173').replace(/\/+$/, '');
  switch (name) {
    case 'simulated':
      return createSimulatedProvider(siteUrl);
    default:
      throw new Error(`PAYMENT_PROVIDER ${name} has no adapter`);
  }
}
