// Simulated card provider for development and tests. No network call.
// Test numbers: 4242 4242 4242 4242 approves, 4000 0000 0000 0002 declines; any other number that passes the
// Luhn check approves, anything else is invalid.
import type { AuthorizeResult, CardDetails, CardProvider } from './card-provider.ts';

export const APPROVED_TEST_CARD = '4242424242424242';
export const DECLINED_TEST_CARD = '4000000000000002';

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(t);
      reject(signal.reason);
    });
  });
}

export function createSimulatedProvider(delayMs = 1000): CardProvider {
  return {
    async authorize(card: CardDetails, signal?: AbortSignal): Promise<AuthorizeResult> {
      await wait(delayMs, signal);
      const digits = card.number.replace(/\D/g, '');
      if (!luhnValid(digits) || card.cvv.length < 3 || !card.holder.trim() || card.amountCents <= 0) {
        return { approved: false, reason: 'invalid' };
      }
      if (digits === DECLINED_TEST_CARD) return { approved: false, reason: 'declined' };
      return { approved: true, last4: digits.slice(-4), reference: `SIM-${crypto.randomUUID().slice(0, 8)}` };
    },
  };
}

export const simulatedCardProvider = createSimulatedProvider();
