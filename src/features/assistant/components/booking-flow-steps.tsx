// The fields of each booking step. Values live in the flow reducer; validation happens on Next.
import type { Dispatch } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Image } from '@/components/ui/image.tsx';
import { Label } from '@/components/ui/label.tsx';
import type { FlowAction, FlowState, PaymentMethod } from '../booking-flow.ts';
import { FlowGuests } from './booking-flow-guests.tsx';
import { Field } from './flow-field.tsx';
import { NightlyPrice } from './nightly-price.tsx';

const nextDay = (d: string) => {
  const x = new Date(`${d}T00:00:00Z`);
  x.setUTCDate(x.getUTCDate() + 1);
  return x.toISOString().slice(0, 10);
};

export function FlowStepFields({ state, dispatch, today }: { state: FlowState; dispatch: Dispatch<FlowAction>; today: string }) {
  const { t } = useTranslation('assistant');
  switch (state.step) {
    case 'room':
      return (
        <ul className="flex flex-col gap-2">
          {state.rooms.map((r) => (
            <li key={r.id}>
              <button type="button" onClick={() => dispatch({ type: 'selectRoom', room: r })} className="flex w-full cursor-pointer gap-3 rounded-xl border border-stone-200 bg-white p-2 text-left hover:border-olive-600">
                <Image src={r.image_url ?? r.image_urls?.[0] ?? ''} alt="" className="size-16 shrink-0 rounded-lg object-cover" />
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium text-olive-950">{r.name}</span>
                  <span className="line-clamp-2 text-xs text-stone-600">{r.short_description}</span>
                  <span className="text-sm font-semibold text-terracotta-700">{<NightlyPrice room={r} />}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      );
    case 'dates':
      return (
        <div className="grid grid-cols-2 gap-3">
          <Field id="flow-check-in" label={t('flow.checkIn')} type="date" min={today} value={state.checkIn ?? ''}
            onChange={(e) => dispatch({ type: 'setDates', checkIn: e.target.value || null, checkOut: state.checkOut })} />
          <Field id="flow-check-out" label={t('flow.checkOut')} type="date" disabled={!state.checkIn} min={state.checkIn ? nextDay(state.checkIn) : undefined}
            value={state.checkOut ?? ''} onChange={(e) => dispatch({ type: 'setDates', checkIn: state.checkIn, checkOut: e.target.value || null })} />
        </div>
      );
    case 'guests':
      return <FlowGuests state={state} dispatch={dispatch} />;
    case 'details': {
      const set = (k: keyof FlowState['details']) => (e: React.ChangeEvent<HTMLInputElement>) => dispatch({ type: 'setDetails', details: { [k]: e.target.value } });
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="flow-first-name" label={t('flow.firstName')} autoComplete="given-name" required value={state.details.firstName} onChange={set('firstName')} />
          <Field id="flow-last-name" label={t('flow.lastName')} autoComplete="family-name" required value={state.details.lastName} onChange={set('lastName')} />
          <Field id="flow-email" label={t('flow.email')} type="email" autoComplete="email" required value={state.details.email} onChange={set('email')} />
          <Field id="flow-phone" label={t('flow.phone')} type="tel" autoComplete="tel" required value={state.details.phone} onChange={set('phone')} />
          <Field id="flow-country" label={t('flow.country')} autoComplete="country-name" required value={state.details.country} onChange={set('country')} />
        </div>
      );
    }
    case 'payment': {
      const set = (k: 'cardNumber' | 'cardName' | 'expiry' | 'cvv') => (e: React.ChangeEvent<HTMLInputElement>) => dispatch({ type: 'setPayment', payment: { [k]: e.target.value } });
      return (
        <div className="flex flex-col gap-3">
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium">{t('flow.method')}</legend>
            {(['card', 'paypal', 'onsite'] as PaymentMethod[]).map((m) => (
              <label key={m} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
                <input type="radio" name="flow-method" value={m} checked={state.payment.method === m} onChange={() => dispatch({ type: 'setPayment', payment: { method: m } })} className="size-4 accent-olive-700" />
                {t(`flow.methods.${m}`)}
              </label>
            ))}
          </fieldset>
          {state.payment.method === 'onsite' && <p className="rounded-lg bg-white p-2 text-xs text-stone-600">{t('flow.onsiteNote')}</p>}
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id="flow-card-number" label={t('flow.cardNumber')} inputMode="numeric" autoComplete="cc-number" maxLength={19} value={state.payment.cardNumber} onChange={set('cardNumber')} />
            <Field id="flow-card-name" label={t('flow.cardName')} autoComplete="cc-name" value={state.payment.cardName} onChange={set('cardName')} />
            <Field id="flow-expiry" label={t('flow.expiry')} autoComplete="cc-exp" maxLength={5} placeholder="MM/YY" value={state.payment.expiry} onChange={set('expiry')} />
            <Field id="flow-cvv" label={t('flow.cvv')} type="password" inputMode="numeric" autoComplete="cc-csc" maxLength={4} value={state.payment.cvv} onChange={set('cvv')} />
          </div>
        </div>
      );
    }
    case 'policy':
      return (
        <div className="flex flex-col gap-3 text-sm">
          {(['privacy', 'terms'] as const).map((k) => (
            <div key={k} className="flex items-start gap-2">
              <Checkbox id={`flow-${k}`} checked={state.consents[k]} onCheckedChange={(v) => dispatch({ type: 'setConsent', name: k, value: v === true })} />
              <Label htmlFor={`flow-${k}`} className="leading-snug">{t(`flow.${k}`)}</Label>
            </div>
          ))}
          <Link to="/booking-policy#cancellation" target="_blank" className="self-start text-olive-800 underline">{t('flow.policyLink')}</Link>
        </div>
      );
    case 'confirmation':
      return null;
  }
}
