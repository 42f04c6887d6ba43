// Previous / next month and a month field to jump straight to one (the owner plans August in January).
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { shiftMonth } from '../month-calendar.ts';

export interface Month {
  year: number;
  month: number;
}

export function MonthNav({ value, onChange, testId }: { value: Month; onChange: (m: Month) => void; testId: string }) {
  const { t } = useTranslation('rates');
  const text = `${value.year}-${String(value.month + 1).padStart(2, '0')}`;
  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="icon" aria-label={t('grid.previousMonth')} onClick={() => onChange(shiftMonth(value.year, value.month, -1))}>
        <ChevronLeft className="size-5" aria-hidden />
      </Button>
      <Input type="month" className="w-44" aria-label={t('grid.month')} value={text} data-testid={testId}
        onChange={(e) => {
          const [y, m] = e.target.value.split('-').map(Number);
          if (y && m) onChange({ year: y, month: m - 1 });
        }} />
      <Button variant="ghost" size="icon" aria-label={t('grid.nextMonth')} onClick={() => onChange(shiftMonth(value.year, value.month, 1))}>
        <ChevronRight className="size-5" aria-hidden />
      </Button>
    </div>
  );
}
