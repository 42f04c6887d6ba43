// Card payment: the card goes to our payments function, which asks the provider and places the order, with a
// request id made when the form mounts, so a double submit places one order and a declined card can be
// replaced by another without a second order.
import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formatEuro } from '@/lib/money.ts';
import { outOfStockProduct, usePlaceOrder, type PlacedOrder } from '../api/place-order.ts';
import { subtotalCents, type CheckoutLine } from '../checkout-line.ts';
import { paymentSchema, type ShippingValues } from '../checkout-schemas.ts';
import { paymentErrorMessage, rateLimitMessage } from '@/domain/refusals.ts';
import { orderFigures, type ShopSettings } from '../shipping-fee.ts';
import { AddressFields } from './address-fields.tsx';
import { CardFields } from './card-fields.tsx';
import { launcherAvoid } from '@/lib/launcher-avoid.ts';

interface FormValues {
  billingSameAsShipping: boolean;
  card: { number: string; expiry: string; cvv: string; holder: string };
  billing?: Omit<ShippingValues, 'email' | 'phone'>;
}

export function PaymentForm({
  lines,
  shipping,
  guest,
  settings,
  onPlaced,
}: {
  lines: CheckoutLine[];
  shipping: ShippingValues;
  guest: boolean;
  settings: ShopSettings;
  onPlaced: (order: PlacedOrder) => void;
}) {
  const { t, i18n } = useTranslation(['checkout', 'errors']);
  const [clientRequestId] = useState(() => crypto.randomUUID());
  const placeOrder = usePlaceOrder();
  const { email: _email, phone: _phone, ...shippingAddress } = shipping;
  const form = useForm<FormValues>({
    // The union schema decides whether billing is validated.
    resolver: zodResolver(paymentSchema) as never,
    defaultValues: {
      billingSameAsShipping: true,
      card: { number: '', expiry: '', cvv: '', holder: `${shipping.firstName} ${shipping.lastName}`.trim() },
      billing: shippingAddress,
    },
  });
  const same = useWatch({ control: form.control, name: 'billingSameAsShipping' });
  const total = orderFigures(subtotalCents(lines), settings).totalCents;
  const pending = placeOrder.isPending || form.formState.isSubmitting;

  // A failure is said next to the card fields, where the payer is looking, and scrolled into view: a toast at
  // the screen's bottom covered the CVV field on a phone.
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView({ block: 'center' });
  }, [failure]);
  const fail = (message: string, title = t('errors.paymentTitle'), description = t('errors.payment')) => {
    form.setError('root', { message });
    setFailure({ title, text: description });
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (pending) return;
      setFailure(null);
      try {
        const order = await placeOrder.mutateAsync({
          lines,
          shipping,
          billing: values.billingSameAsShipping ? null : (values.billing ?? null),
          card: values.card,
          guestEmail: guest ? shipping.email : null,
          language: i18n.resolvedLanguage === 'en' ? 'en' : 'it',
          clientRequestId,
        });
        onPlaced(order);
      } catch (e) {
        const refused = paymentErrorMessage(e);
        const wait = refused ? null : rateLimitMessage(e);
        // The root error is translated where shown (without parameters): pass the key unless it needs some.
        if (refused) {
          const text = t(refused.key, refused.params);
          return fail(refused.params ? text : refused.key, t('errors:payment.declinedTitle'), text);
        }
        if (wait) {
          const text = t(wait.key, wait.params);
          return fail(text, t('errors:rateLimit.title'), text);
        }
        const product = outOfStockProduct(e);
        fail(
          product ? t('errors.outOfStock', { name: product }) : 'checkout:errors.order',
          t('errors.order'),
          product ? t('errors.outOfStock', { name: product }) : undefined,
        );
      }
    },
    (errors) => {
      if (errors.card) setFailure({ title: t('validation.cardIncompleteTitle'), text: t('validation.cardIncomplete') });
    },
  );

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={t('payment.title')}>
        <section className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
          <h2 className="text-xl">{t('payment.cardTitle')}</h2>
          <CardFields control={form.control} />
          {failure && (
            <div ref={failureRef} role="alert" className="scroll-mt-24 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="payment-failure">
              <p className="font-semibold">{failure.title}</p>
              <p>{failure.text}</p>
            </div>
          )}
          <p className="text-xs text-stone-500">{t('payment.testCards')}</p>
        </section>
        <section className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
          <h2 className="text-xl">{t('payment.billingTitle')}</h2>
          <div className="flex items-center gap-3">
            <Checkbox
              id="billing-same"
              checked={same}
              onCheckedChange={(v) => form.setValue('billingSameAsShipping', v === true)}
            />
            <Label htmlFor="billing-same" className="font-normal">
              {t('payment.sameAsShipping')}
            </Label>
          </div>
          {!same && (
            <div className="grid gap-4 sm:grid-cols-2">
              <AddressFields control={form.control} prefix="billing." section="billing" />
            </div>
          )}
        </section>
        <Button type="submit" size="lg" pending={pending} data-testid="pay-button" {...launcherAvoid}>
          <Lock className="size-4" aria-hidden />
          {pending ? t('payment.processing') : t('payment.pay', { amount: formatEuro({ cents: total }) })}
        </Button>
        <p className="text-center text-xs text-stone-500">{t('payment.secure')}</p>
      </form>
    </Form>
  );
}
