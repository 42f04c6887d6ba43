import { useTranslation } from 'react-i18next';
import type { GuestDetails } from '../booking-flow.ts';
import { StaySummary, type StaySummaryProps } from './stay-summary.tsx';

export interface FinalSummaryProps extends StaySummaryProps {
  guest: GuestDetails;
}

export function FinalSummary({ guest, ...stay }: FinalSummaryProps) {
  const { t } = useTranslation('booking');
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-stone-600">{t('payment.guest')}</dt>
        <dd className="break-words text-right font-medium text-stone-900">
          {guest.firstName} {guest.lastName}
        </dd>
        <dt className="text-stone-600">{t('payment.email')}</dt>
        <dd className="break-all text-right text-stone-900">{guest.email}</dd>
        <dt className="text-stone-600">{t('payment.phone')}</dt>
        <dd className="text-right text-stone-900">{guest.phone}</dd>
      </dl>
      <StaySummary {...stay} />
    </div>
  );
}
