import { useEffect, useState } from 'react';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { quoteReasonMessage } from '@/domain/stay-quote.ts';
import { fieldRefusalOfQuote } from '@/domain/stay-refusal.ts';
import { formatDate } from '@/lib/dates.ts';
import { announcedMark, formatCountdown, holdUntil, secondsLeft } from '@/domain/hold-countdown.ts';
import { isHoldLimit, type HoldAnswer } from '@/domain/stay-hold.ts';

export interface HoldBannerProps {
  lang: 'it' | 'en';
  pending: boolean;
  failed: boolean;
  answer: HoldAnswer | undefined;
  /** Asks the database for a new hold of the same stay. */
  onRetry: () => void;
  /** Back to choosing dates and rooms. */
  onChangeStay: () => void;
  /** The chat panel's narrow form (from 360 px): one column, smaller type. */
  compact?: boolean;
}

/** The current time, ticking each second while `active`. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

const WIDE = 'flex flex-col gap-3 rounded-xl px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between';
const COMPACT = 'flex flex-col gap-2 rounded-lg px-3 py-2 text-sm';

/** "Held for you until 09:41" with the time left, or why the rooms are not held: the booking page's and the chat's. */
export function HoldBanner({ lang, pending, failed, answer, onRetry, onChangeStay, compact = false }: HoldBannerProps) {
  const { t } = useTranslation('booking');
  const box = compact ? COMPACT : WIDE;
  const held = answer?.ok ? answer : null;
  const now = useNow(Boolean(held));
  const left = held ? secondsLeft(held.expires_at, now) : 0;

  if (pending) {
    return (
      <p role="status" data-testid="hold-banner" className={`${box} bg-olive-50 text-olive-900`}>
        {t('hold.pending')}
      </p>
    );
  }
  if (held && left > 0) {
    const mark = announcedMark(left);
    return (
      <div data-testid="hold-banner" className={`${box} bg-olive-50 text-olive-900`}>
        <p className="flex items-center gap-2 font-medium">
          <Clock aria-hidden className="size-4 shrink-0" />
          {t('hold.until', { time: holdUntil(held.expires_at, lang) })}
        </p>
        <p>
          {t('hold.left')}{' '}
          <span role="timer" data-testid="hold-countdown" className="font-mono text-base font-semibold tabular-nums">
            {formatCountdown(left)}
          </span>
        </p>
        {/* Read when a mark is crossed (5, 2, 1 minutes, 30 seconds), not every second. */}
        <p aria-live="polite" className="sr-only">
          {mark === null ? '' : mark >= 60 ? t('hold.announceMinutes', { count: mark / 60 }) : t('hold.announceSeconds', { count: mark })}
        </p>
      </div>
    );
  }
  if (held) {
    return (
      <div role="alert" data-testid="hold-banner" className={`${box} bg-amber-50 text-amber-900`}>
        <p className="font-medium">{t('hold.expired')}</p>
        <Button type="button" variant="outline" onClick={onRetry}>
          {t('hold.again')}
        </Button>
      </div>
    );
  }
  // Refused (someone else holds or booked the nights, too many holds) or not answered: say why, offer a way on.
  let reason = t('hold.failed');
  if (answer && !answer.ok) {
    if (isHoldLimit(answer)) reason = answer.reason === 'HOLD_LIMIT' ? t('hold.limit') : reason;
    else {
      // A party the room no longer takes names its field (the rates' reasons keep the quote's wording).
      const m = fieldRefusalOfQuote(answer, { rates: false })?.message ?? quoteReasonMessage(answer, (d) => formatDate(d, lang, 'EEEE d MMMM'));
      reason = t(m.key, m.params);
    }
  }
  return (
    <div role="alert" data-testid="hold-banner" className={`${box} bg-amber-50 text-amber-900`}>
      <p className="font-medium">{reason}</p>
      <div className="flex flex-wrap gap-2">
        {(failed || answer?.ok === false) && (
          <Button type="button" variant="outline" onClick={onRetry}>
            {t('hold.tryAgain')}
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onChangeStay}>
          {t('hold.changeStay')}
        </Button>
      </div>
    </div>
  );
}
