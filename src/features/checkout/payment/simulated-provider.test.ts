import { describe, expect, it } from 'vitest';
import { createSimulatedProvider, luhnValid } from './simulated-provider.ts';

const provider = createSimulatedProvider(0);
const card = { expiry: '12/30', cvv: '123', holder: 'Maria Rossi', amountCents: 2500 };

describe('simulated card provider', () => {
  it('approves the 4242 test card and gives back only the last four digits', async () => {
    const r = await provider.authorize({ ...card, number: '4242 4242 4242 4242' });
    expect(r).toMatchObject({ approved: true, last4: '4242' });
    expect(JSON.stringify(r)).not.toContain('42424242');
  });
  it('declines the 0002 test card', async () => {
    expect(await provider.authorize({ ...card, number: '4000 0000 0000 0002' })).toEqual({ approved: false, reason: 'declined' });
  });
  it('refuses a number failing the Luhn check', async () => {
    expect(await provider.authorize({ ...card, number: '4242 4242 4242 4241' })).toEqual({ approved: false, reason: 'invalid' });
  });
  it('refuses a short CVV', async () => {
    expect(await provider.authorize({ ...card, cvv: '12', number: '4242424242424242' })).toMatchObject({ approved: false });
  });
  it('knows the Luhn rule', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('1234')).toBe(false);
  });
});
