// /checkout: select → login | register | guest shipping; signed-in users start at shipping. Guests pay here,
// signed-in users continue to /pagamento.
import { Suspense, useEffect, useReducer, useState } from 'react';
import { ArrowLeft, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { FullPageSpinner } from '@/app/full-page-spinner.tsx';
import { usePageMeta } from '@/hooks/use-page-meta.ts';
import { useSession } from '@/features/auth/api/use-session.ts';
import { saveShippingDraft } from '@/features/checkout/checkout-draft.ts';
import type { ShippingValues } from '@/features/checkout/checkout-schemas.ts';
import { checkoutStepReducer, visibleCheckoutStep } from '@/features/checkout/checkout-step.ts';
import { CheckoutSelect } from '@/features/checkout/components/checkout-select.tsx';
import { OrderConfirmation } from '@/features/checkout/components/order-confirmation.tsx';
import { OrderSummary } from '@/features/checkout/components/order-summary.tsx';
import { shopSettingsFrom } from '@/features/checkout/shipping-fee.ts';
import { useSettings } from '@/features/info/api/get-settings.ts';
import { CheckoutShipping, PaymentForm, preloadCheckoutForm, SignInForm, SignUpForm } from './checkout-forms.tsx';
import { useCheckoutCart } from './checkout-shared.tsx';

export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  usePageMeta({ title: t('title') });
  const navigate = useNavigate();
  const session = useSession();
  const settings = shopSettingsFrom(useSettings().data);
  const { lines, empty, placed, onPlaced } = useCheckoutCart();
  const [chosen, dispatch] = useReducer(checkoutStepReducer, 'select');
  const [guestShipping, setGuestShipping] = useState<ShippingValues | null>(null);
  const user = session.user;
  const step = visibleCheckoutStep(chosen, !!user);
  // The step after the one on screen: signing in or registering leads to shipping, a guest's shipping to payment.
  const next = step === 'login' || step === 'register' ? 'shipping' : step === 'shipping' && !user ? 'payment' : null;
  const known = session.status !== 'loading';
  useEffect(() => {
    if (known && next) preloadCheckoutForm(next);
  }, [known, next]);

  if (placed) return <OrderConfirmation order={placed} />;
  if (empty || session.status === 'loading') return <FullPageSpinner />;

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_380px]">
      <div className="min-w-0">
        <h1 className="mb-6 text-4xl">{t('title')}</h1>
        {(step === 'login' || step === 'register' || (step === 'shipping' && !user)) && (
          <Button variant="link" className="mb-4" onClick={() => { setGuestShipping(null); dispatch({ type: 'back' }); }}>
            <ArrowLeft className="size-4" aria-hidden />
            {t('back')}
          </Button>
        )}
        {step === 'select' && <CheckoutSelect onChoose={dispatch} onIntent={(event) => preloadCheckoutForm(CHOICE_FORM[event.type])} />}
        <Suspense fallback={<FormPending />}>
          {step === 'login' && (
            <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
              <h2 className="mb-4 text-2xl">{t('login.title')}</h2>
              <SignInForm onSignedIn={() => dispatch({ type: 'authenticated' })} />
            </section>
          )}
          {step === 'register' && (
            <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
              <h2 className="mb-4 text-2xl">{t('register.title')}</h2>
              <SignUpForm consentMessage="checkout:register.consentRequired" onSignedUp={(signedIn) => signedIn && dispatch({ type: 'authenticated' })} />
            </section>
          )}
          {step === 'shipping' && !guestShipping && (
            <section>
              <h2 className="mb-4 text-2xl">{t('shipping.title')}</h2>
              <CheckoutShipping
                user={user}
                submitLabel={t('shipping.toPayment')}
                onSubmit={(values) => {
                  saveShippingDraft(values);
                  if (user) void navigate('/pagamento');
                  else setGuestShipping(values);
                }}
              />
            </section>
          )}
          {step === 'shipping' && !user && guestShipping && (
            <PaymentForm lines={lines} shipping={guestShipping} guest settings={settings} onPlaced={onPlaced} />
          )}
        </Suspense>
      </div>
      <OrderSummary lines={lines} settings={settings} />
    </div>
  );
}

const CHOICE_FORM = { 'choose-login': 'login', 'choose-register': 'register', 'choose-guest': 'shipping' } as const;

/** Where a form goes while its code arrives (a slow line that beat the preload). */
function FormPending() {
  return (
    <div className="grid min-h-80 place-items-center" aria-busy="true">
      <Loader2 className="size-8 animate-spin text-olive-600" aria-hidden />
    </div>
  );
}
