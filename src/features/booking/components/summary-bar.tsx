import { useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { launcherAvoid } from '@/lib/launcher-avoid.ts';
import { stayTotalText, type StayTotal } from '@/domain/stay-quote.ts';

export interface SummaryBarProps {
  nights: number;
  totalCents: StayTotal;
  onContinue: () => void;
  /** The full summary: always shown from md up, behind a toggle on phones so the bar stays small. */
  children: ReactNode;
}

export function SummaryBar({ nights, totalCents, onContinue, children }: SummaryBarProps) {
  const { t } = useTranslation('booking');
  const [open, setOpen] = useState(false);
  return (
    <aside
      aria-labelledby="summary-title"
      {...launcherAvoid}
      className="sticky bottom-3 z-20 rounded-2xl border border-olive-200 bg-cream-50/95 p-4 shadow-xl backdrop-blur sm:p-5"
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:gap-8">
        <div className="flex-1">
          <div className="flex items-center justify-between gap-3 md:mb-2">
            <h2 id="summary-title" className="font-serif text-lg">
              {t('summary.title')}
            </h2>
            <button
              type="button"
              aria-expanded={open}
              aria-controls="summary-details"
              onClick={() => setOpen((v) => !v)}
              className="flex min-h-6 cursor-pointer items-center gap-1 text-sm font-medium text-olive-800 md:hidden"
            >
              {open ? t('summary.hideDetails') : t('summary.showDetails')}
              <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
            </button>
          </div>
          <p className={cn('text-sm text-stone-700 md:hidden', open && 'hidden')}>
            {t('summary.compact', { nights: t('summary.nights', { count: nights }), total: stayTotalText(totalCents, t('summary.totalPending')) })}
          </p>
          <div id="summary-details" className={cn('mt-2 md:mt-0 md:block', !open && 'hidden')}>
            {children}
          </div>
        </div>
        <Button size="lg" variant="accent" onClick={onContinue}>
          {t('summary.continue')}
        </Button>
      </div>
    </aside>
  );
}
