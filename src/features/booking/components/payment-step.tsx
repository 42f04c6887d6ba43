// Loaded lazily (its own chunk): the card form is only needed on step 3.
import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useHref } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { CARD_LIMITS, formatCardNumber, paymentSchema, type PaymentValues } from '../booking-schemas.ts';
import { launcherAvoid } from '@/lib/launcher-avoid.ts';

const METHODS = ['card', 'paypal', 'onsite'] as const;

export interface PaymentStepProps {
  initial: PaymentValues | null;
  /** The final summary (guest, period, rooms, total), composed by the caller. */
  summary: ReactNode;
  onBack: (values: PaymentValues) => void;
  /** Resolves on success; rejects with the translated message to show. */
  onConfirm: (values: PaymentValues) => Promise<void>;
}

const EMPTY: PaymentValues = {
  method: 'card', cardNumber: '', cardName: '', cardExpiry: '', cardCvv: '', acceptPolicy: false, acceptCancellation: false,
};

export default function PaymentStep({ initial, summary, onBack, onConfirm }: PaymentStepProps) {
  const { t } = useTranslation('booking');
  const form = useForm<PaymentValues>({ resolver: zodResolver(paymentSchema), defaultValues: initial ?? EMPTY });
  const [pending, setPending] = useState(false);
  const method = useWatch({ control: form.control, name: 'method' });
  const [acceptPolicy, acceptCancellation] = useWatch({ control: form.control, name: ['acceptPolicy', 'acceptCancellation'] });
  const accepted = acceptPolicy && acceptCancellation;
  const rootError = form.formState.errors.root?.message;

  const submit = form.handleSubmit(async (values) => {
    if (pending) return; // a second click while the first is on its way
    setPending(true);
    form.clearErrors('root');
    try {
      await onConfirm(values);
    } catch (e) {
      form.setError('root', { message: e instanceof Error ? e.message : String(e) });
    } finally {
      setPending(false);
    }
  });

  return (
    <section aria-labelledby="payment-title" className="flex flex-col gap-5">
      <button
        type="button"
        onClick={() => onBack(form.getValues())}
        className="flex min-h-6 w-fit cursor-pointer items-center gap-2 text-sm font-medium text-olive-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('payment.back')}
      </button>
      <h2 id="payment-title" className="font-serif text-2xl">
        {t('payment.title')}
      </h2>
      <Form {...form}>
        <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="flex flex-col gap-6">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 font-medium text-stone-800">{t('payment.method')}</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {METHODS.map((m) => (
                  <label
                    key={m}
                    className={cn(
                      'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 py-3 text-sm font-medium',
                      'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-terracotta-600',
                      method === m ? 'border-olive-600 ring-2 ring-olive-600/30' : 'border-stone-300',
                    )}
                  >
                    <input type="radio" value={m} {...form.register('method')} className="size-4 accent-olive-700" />
                    {t(`payment.methods.${m}`)}
                  </label>
                ))}
              </div>
              {method === 'onsite' && (
                <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
                  {t('payment.onsiteNote')}
                </p>
              )}
            </fieldset>

            <fieldset className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2">
              <legend className="px-1 font-medium text-stone-800">{t('payment.cardTitle')}</legend>
              <p className="text-sm text-stone-600 sm:col-span-2">{t('payment.cardNote')}</p>
              <CardField
                form={form}
                name="cardNumber"
                max={CARD_LIMITS.number}
                autoComplete="cc-number"
                inputMode="numeric"
                format={formatCardNumber}
                wide
              />
              <CardField form={form} name="cardName" max={CARD_LIMITS.name} autoComplete="cc-name" wide />
              <CardField form={form} name="cardExpiry" max={CARD_LIMITS.expiry} autoComplete="cc-exp" placeholder="MM/YY" />
              <CardField form={form} name="cardCvv" max={CARD_LIMITS.cvv} autoComplete="cc-csc" inputMode="numeric" />
            </fieldset>

            <div className="flex flex-col gap-3">
              <Acceptance form={form} name="acceptPolicy">
                <Trans t={t} i18nKey="payment.acceptPolicy" components={{ policy: <PolicyLink to="/booking-policy" /> }} />
              </Acceptance>
              <Acceptance form={form} name="acceptCancellation">
                <Trans
                  t={t}
                  i18nKey="payment.acceptCancellation"
                  components={{ cancel: <PolicyLink to="/booking-policy#cancellation" /> }}
                />
              </Acceptance>
            </div>
          </div>

          <aside aria-labelledby="final-summary-title" className="flex h-fit flex-col gap-4 rounded-2xl bg-olive-50 p-5">
            <h3 id="final-summary-title" className="font-serif text-xl">
              {t('payment.summaryTitle')}
            </h3>
            {summary}
            {rootError && (
              <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                {rootError}
              </p>
            )}
            <Button type="submit" size="lg" variant="accent" disabled={!accepted} pending={pending} {...launcherAvoid}>
              {pending ? t('payment.confirming') : t('payment.confirm')}
            </Button>
          </aside>
        </form>
      </Form>
    </section>
  );
}

type PaymentForm = ReturnType<typeof useForm<PaymentValues>>;

function CardField(props: {
  form: PaymentForm;
  name: 'cardNumber' | 'cardName' | 'cardExpiry' | 'cardCvv';
  max: number;
  autoComplete: string;
  inputMode?: 'numeric';
  placeholder?: string;
  /** Applied on every keystroke and paste. */
  format?: (value: string) => string;
  wide?: boolean;
}) {
  const { t } = useTranslation('booking');
  return (
    <FormField
      control={props.form.control}
      name={props.name}
      render={({ field }) => (
        <FormItem className={props.wide ? 'sm:col-span-2' : undefined}>
          <FormLabel>
            {t(`payment.${props.name}`)} <span aria-hidden className="text-terracotta-700">*</span>
          </FormLabel>
          <FormControl>
            <Input
              {...field}
              onChange={(e) => field.onChange(props.format ? props.format(e.target.value) : e.target.value)}
              maxLength={props.max}
              autoComplete={props.autoComplete}
              inputMode={props.inputMode}
              placeholder={props.placeholder}
              required
              aria-required
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

function Acceptance({ form, name, children }: { form: PaymentForm; name: 'acceptPolicy' | 'acceptCancellation'; children: ReactNode }) {
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <div className="flex items-start gap-3">
            <FormControl>
              <Checkbox checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} onBlur={field.onBlur} aria-required />
            </FormControl>
            <FormLabel className="pt-0.5 leading-snug">{children}</FormLabel>
          </div>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

function PolicyLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation('booking');
  const address = useHref(to); // in the page's language
  return (
    <a href={address} target="_blank" rel="noopener" className="font-medium text-olive-800 underline underline-offset-4">
      {children}
      <ExternalLink className="ml-0.5 inline size-3.5 align-baseline" aria-hidden />
      <span className="sr-only"> {t('payment.newTab')}</span>
    </a>
  );
}
