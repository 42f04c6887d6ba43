// The checkout flow: select → login | register | shipping (guest); login and register lead to shipping;
// back returns to select. A signed-in user never sees select, login or register: the step is derived.

export type CheckoutStep = 'select' | 'login' | 'register' | 'shipping';

export type CheckoutEvent =
  | { type: 'choose-login' }
  | { type: 'choose-register' }
  | { type: 'choose-guest' }
  | { type: 'authenticated' }
  | { type: 'back' };

export function checkoutStepReducer(step: CheckoutStep, event: CheckoutEvent): CheckoutStep {
  switch (event.type) {
    case 'choose-login':
      return step === 'select' ? 'login' : step;
    case 'choose-register':
      return step === 'select' ? 'register' : step;
    case 'choose-guest':
      return step === 'select' ? 'shipping' : step;
    case 'authenticated':
      return step === 'login' || step === 'register' ? 'shipping' : step;
    case 'back':
      return 'select';
  }
}

/** The step shown: signed-in users start (and stay) at shipping. */
export function visibleCheckoutStep(step: CheckoutStep, signedIn: boolean): CheckoutStep {
  return signedIn ? 'shipping' : step;
}
