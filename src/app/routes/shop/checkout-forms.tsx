// The checkout's forms (zod, react-hook-form, the card fields) as lazy parts: a guest's first screen is the
// choice between signing in, registering and buying as a guest, which needs none of them. They are fetched
// as soon as that screen is up, so a choice rarely waits.
import { lazy } from 'react';

const loadSignIn = () => import('@/features/auth/components/sign-in-form.tsx');
const loadSignUp = () => import('@/features/auth/components/sign-up-form.tsx');
const loadShipping = () => import('./checkout-shipping.tsx');
const loadPayment = () => import('@/features/checkout/components/payment-form.tsx');

export const SignInForm = lazy(() => loadSignIn().then((m) => ({ default: m.SignInForm })));
export const SignUpForm = lazy(() => loadSignUp().then((m) => ({ default: m.SignUpForm })));
export const CheckoutShipping = lazy(() => loadShipping().then((m) => ({ default: m.CheckoutShipping })));
export const PaymentForm = lazy(() => loadPayment().then((m) => ({ default: m.PaymentForm })));

/** Starts fetching every form; a failure here is left to the form's own load, which the error boundary shows. */
export function preloadCheckoutForms() {
  for (const load of [loadShipping, loadPayment, loadSignIn, loadSignUp]) load().catch(() => undefined);
}
