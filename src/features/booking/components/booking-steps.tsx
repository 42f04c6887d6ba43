import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import type { BookingStep } from '../booking-flow.ts';

const STEPS = ['rooms', 'details', 'payment'] as const;

export function BookingSteps({ step }: { step: BookingStep }) {
  const { t } = useTranslation('booking');
  const current = step === 'done' ? STEPS.length : STEPS.indexOf(step);
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="flex items-center gap-2 sm:gap-4">
        {STEPS.map((s, i) => {
          const done = i < current;
          const active = i === current;
          return (
            <li key={s} className="flex flex-1 items-center gap-2" aria-current={active ? 'step' : undefined}>
              <span
                className={cn(
                  'grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold',
                  done && 'bg-olive-700 text-white',
                  active && 'bg-terracotta-600 text-white',
                  !done && !active && 'bg-stone-200 text-stone-600',
                )}
                aria-hidden
              >
                {done ? <Check className="size-4" /> : i + 1}
              </span>
              <span className={cn('text-sm', active ? 'font-semibold text-olive-950' : 'text-stone-600')}>
                {t(`steps.${s}`)}
              </span>
              {i < STEPS.length - 1 && <span className="hidden h-px flex-1 bg-stone-300 sm:block" aria-hidden />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
