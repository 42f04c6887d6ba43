// The checkout's forms (zod, react-hook-form, the card fields) as lazy parts: a guest's first screen is the
// choice between signing in, registering and buying as a guest, which needs none of them. A form is fetched when
// its choice is pointed at or focused, and the next step's when a step is shown, so a choice rarely waits; never all
// at once while the page loads (running them took 250-430 ms of a slow phone's main thread at 4x CPU).
import { lazy } from 'react';

const loadSignIn = () => import('@/features/auth/components/sign-in-form.tsx');
const loadSignUp = () => import('@/features/auth/components/sign-up-form.tsx');
const loadShipping = () => import('./checkout-shipping.tsx');
const loadPayment = () => import('@/features/checkout/components/payment-form.tsx');

export const SignInForm = lazy(() => loadSignIn().then((m) => ({ default: m.SignInForm })));
export const SignUpForm = lazy(() => loadSignUp().then((m) => ({ default: m.SignUpForm })));
export const CheckoutShipping = lazy(() => loadShipping().then((m) => ({ default: m.CheckoutShipping })));
export const PaymentForm = lazy(() => loadPayment().then((m) => ({ default: m.PaymentForm })));

const LOADS = { login: loadSignIn, register: loadSignUp, shipping: loadShipping, payment: loadPayment };

/** Starts fetching a step's form; a failure here is left to the form's own load, which the error boundary shows. */
export function preloadCheckoutForm(form: keyof typeof LOADS) {
  LOADS[form]().catch(() => undefined);
}
