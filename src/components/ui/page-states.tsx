// Screen states in one order: pending → error → empty → data.
import type { ReactNode } from 'react';
import { AlertTriangle, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

export interface PageStatesProps<T> {
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch?: () => unknown };
  pending: ReactNode;
  /** Defaults to a generic message with a retry button. */
  error?: ReactNode;
  /** Counts as empty when it returns true; defaults to "an empty array". */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

export function PageStates<T>({ query, pending, error, isEmpty, empty, children }: PageStatesProps<T>) {
  if (query.isPending) return <>{pending}</>;
  if (query.isError || query.data === undefined) return <>{error ?? <ErrorState onRetry={query.refetch} />}</>;
  const emptyCheck = isEmpty ?? ((d: T) => Array.isArray(d) && d.length === 0);
  if (emptyCheck(query.data)) return <>{empty ?? <EmptyState />}</>;
  return <>{children(query.data)}</>;
}

export function ErrorState({ title, description, onRetry }: { title?: string; description?: string; onRetry?: () => unknown }) {
  const { t } = useTranslation('errors');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl bg-red-50 px-6 py-10 text-center">
      <AlertTriangle className="size-8 text-red-700" aria-hidden />
      <p className="font-serif text-xl text-red-900">{title ?? t('load.title')}</p>
      <p className="max-w-md text-sm text-red-800">{description ?? t('load.description')}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={() => onRetry()}>
          {t('load.retry')}
        </Button>
      )}
    </div>
  );
}

export function EmptyState({ title, description, children }: { title?: string; description?: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-stone-100 px-6 py-10 text-center">
      <Inbox className="size-8 text-stone-500" aria-hidden />
      <p className="font-serif text-xl text-stone-800">{title ?? t('empty.title')}</p>
      {description && <p className="max-w-md text-sm text-stone-600">{description}</p>}
      {children}
    </div>
  );
}
