// The e-mails that could not be delivered: dead letters with "send again", and recent failures still retrying.
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState, PageStates } from '@/components/ui/page-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { type OutboxFailure, useOutboxFailures } from '../api/get-outbox-failures.ts';
import { useResendOutbox } from '../api/resend-outbox.ts';

const TONE = { dead: 'danger', pending: 'warning', sending: 'warning', sent: 'success' } as const;

function FailureCard({ mail }: { mail: OutboxFailure }) {
  const { t } = useTranslation('admin');
  const resend = useResendOutbox();
  const lang = currentLanguage();
  const onResend = () =>
    resend.mutate(mail.id, { onSuccess: () => toast.success(t('emails.resent', { recipient: mail.recipient })) });
  return (
    <li data-testid={`outbox-${mail.id}`} className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-stone-900">{t(`emails.kinds.${mail.kind}`, { defaultValue: mail.kind })}</span>
        <Badge tone={TONE[mail.status]}>{t(`emails.statuses.${mail.status}`)}</Badge>
      </div>
      <p className="break-all text-sm text-stone-700">{mail.recipient}</p>
      <p className="text-xs text-stone-500">
        {formatDateTime(mail.created_at, lang)} · {t('emails.attempts', { count: mail.attempts })}
        {mail.status === 'pending' && ` · ${t('emails.nextAttempt', { at: formatDateTime(mail.next_attempt_at, lang) })}`}
      </p>
      {mail.last_error && (
        <p className="break-words rounded-lg bg-stone-100 px-3 py-2 font-mono text-xs text-stone-700">{mail.last_error}</p>
      )}
      {(mail.status === 'dead' || mail.status === 'pending') && (
        <Button
          variant={mail.status === 'dead' ? 'primary' : 'outline'}
          size="sm"
          className="self-start"
          disabled={resend.isPending}
          onClick={onResend}
          aria-label={t('emails.resendTo', { recipient: mail.recipient })}
        >
          <RotateCw className="size-4" aria-hidden />
          {t('emails.resend')}
        </Button>
      )}
    </li>
  );
}

export function OutboxFailures() {
  const { t } = useTranslation('admin');
  const query = useOutboxFailures();
  return (
    <PageStates
      query={query}
      pending={<Skeleton className="h-60 w-full" />}
      empty={<EmptyState title={t('emails.empty')} description={t('emails.emptyText')} />}
    >
      {(mails) => (
        <ul className="flex flex-col gap-3" aria-label={t('emails.listLabel')}>
          {mails.map((m) => (
            <FailureCard key={m.id} mail={m} />
          ))}
        </ul>
      )}
    </PageStates>
  );
}
