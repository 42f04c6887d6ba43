import { describe, expect, it } from 'vitest';
import { checkoutStepReducer, visibleCheckoutStep, type CheckoutEvent, type CheckoutStep } from './checkout-step.ts';

describe('checkoutStepReducer', () => {
  const cases: Array<[CheckoutStep, CheckoutEvent['type'], CheckoutStep]> = [
    ['select', 'choose-login', 'login'],
    ['select', 'choose-register', 'register'],
    ['select', 'choose-guest', 'shipping'],
    ['login', 'authenticated', 'shipping'],
    ['register', 'authenticated', 'shipping'],
    ['login', 'back', 'select'],
    ['register', 'back', 'select'],
    ['shipping', 'back', 'select'],
    ['shipping', 'choose-login', 'shipping'],
    ['select', 'authenticated', 'select'],
  ];
  it.each(cases)('%s + %s → %s', (from, event, to) => {
    expect(checkoutStepReducer(from, { type: event })).toBe(to);
  });
});

describe('visibleCheckoutStep', () => {
  it('sends a signed-in user straight to shipping', () => {
    expect(visibleCheckoutStep('select', true)).toBe('shipping');
    expect(visibleCheckoutStep('login', true)).toBe('shipping');
  });
  it('keeps the chosen step for a visitor', () => {
    expect(visibleCheckoutStep('register', false)).toBe('register');
  });
});
