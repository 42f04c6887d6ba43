import { LogIn, UserPlus, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CheckoutEvent } from '../checkout-step.ts';

const options = [
  { event: 'choose-login', icon: LogIn, title: 'select.login', text: 'select.loginText' },
  { event: 'choose-register', icon: UserPlus, title: 'select.register', text: 'select.registerText' },
  { event: 'choose-guest', icon: ShoppingBag, title: 'select.guest', text: 'select.guestText' },
] as const;

type Choice = (typeof options)[number]['event'];

/** `onIntent`: a choice pointed at or focused, before it is pressed (the page starts loading its form). */
export function CheckoutSelect({ onChoose, onIntent }: { onChoose: (event: CheckoutEvent) => void; onIntent?: (event: { type: Choice }) => void }) {
  const { t } = useTranslation('checkout');
  return (
    <section aria-labelledby="checkout-select">
      <h2 id="checkout-select" className="mb-4 text-2xl">
        {t('select.title')}
      </h2>
      <div className="grid gap-3">
        {options.map(({ event, icon: Icon, title, text }) => (
          <button
            key={event}
            type="button"
            onClick={() => onChoose({ type: event })}
            onPointerEnter={() => onIntent?.({ type: event })}
            onFocus={() => onIntent?.({ type: event })}
            className="flex cursor-pointer items-center gap-4 rounded-2xl bg-white p-4 text-left shadow-sm ring-1 ring-stone-200 transition hover:ring-olive-600"
          >
            <Icon className="size-6 shrink-0 text-olive-700" aria-hidden />
            <span>
              <span className="block font-semibold text-olive-950">{t(title)}</span>
              <span className="block text-sm text-stone-600">{t(text)}</span>
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
