import type { ReactNode } from 'react';
import { MailCheck, MailX } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/** A message that stays on the page: an e-mail with a link was sent (or may have been), or the link failed. */
export function CheckInbox({ title, children, failed }: { title: string; children: ReactNode; failed?: boolean }) {
  const Icon = failed ? MailX : MailCheck;
  return (
    <div
      role="status"
      className={cn(
        'flex gap-3 rounded-2xl border p-4 text-olive-950',
        failed ? 'border-terracotta-400 bg-cream-100' : 'border-olive-200 bg-olive-50',
      )}
    >
      <Icon className={cn('mt-0.5 size-6 shrink-0', failed ? 'text-terracotta-700' : 'text-olive-700')} aria-hidden />
      {/* min-w-0 and anywhere-wrapping: a long e-mail address must not run out of the box at 390 px. */}
      <div className="flex min-w-0 flex-col gap-1 [overflow-wrap:anywhere]">
        <p className="font-semibold">{title}</p>
        <div className="text-sm leading-relaxed text-stone-700">{children}</div>
      </div>
    </div>
  );
}
