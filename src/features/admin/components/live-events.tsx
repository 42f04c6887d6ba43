import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '@/domain/enum-labels.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { cn } from '@/lib/cn.ts';
import { eventSubject } from '../admin-events.ts';
import { useAdminEvents, useAdminEventsSubscription, type LiveStatus } from '../api/use-admin-events.ts';

export function LiveEvents() {
  const { t } = useTranslation('admin');
  const label = useEnumLabel();
  const lang = currentLanguage();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  useAdminEventsSubscription(useCallback((s: LiveStatus) => setStatus(s), []));
  const events = useAdminEvents().data ?? [];
  return (
    <section aria-labelledby="events-title" className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="events-title" className="font-serif text-xl text-olive-950">{t('dashboard.eventsTitle')}</h2>
        <span className={cn('inline-flex items-center gap-1.5 text-xs', status === 'live' ? 'text-emerald-800' : 'text-stone-500')} data-testid="live-status">
          <Radio className="size-3.5" aria-hidden />
          {t(`dashboard.live.${status}`)}
        </span>
      </div>
      <ol aria-live="polite" className="flex flex-col divide-y divide-stone-100" data-testid="live-events">
        {events.length === 0 && <li className="py-6 text-center text-sm text-stone-500">{t('dashboard.noEvents')}</li>}
        {events.map((e) => (
          <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <Link to={e.href} className="min-h-6 font-medium text-olive-900 hover:underline">
              {t(`dashboard.events.${e.kind}`, { subject: eventSubject(e, lang, (s) => label('orderStatus', s)) })}
            </Link>
            <time dateTime={e.at} className="text-xs text-stone-500">{formatDateTime(e.at, lang)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
