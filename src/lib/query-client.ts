// The app's QueryClient: the cache and retry policy of the spec, and one place that toasts failed mutations.
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast.tsx';
import { ApiError, isClientError } from '@/integrations/supabase/errors.ts';
import { i18n } from './i18n.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The mutation shows its own error (or none): no global toast. */
      silent?: boolean;
      /** i18n key of the toast's description, e.g. 'shop:errors.payment'. Defaults to errors:generic.description. */
      errorMessage?: string;
    };
  }
}

/** No retry for 4xx answers (they would fail the same way), otherwise up to two. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isClientError(error)) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError(error, _variables, _context, mutation) {
        if (mutation.meta?.silent) return;
        const key = mutation.meta?.errorMessage ?? 'errors:generic.description';
        const detail = error instanceof ApiError && import.meta.env.DEV ? ` (${error.code})` : '';
        toast.error(i18n.t('errors:generic.title'), { description: i18n.t(key) + detail });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        retry: shouldRetryQuery,
      },
      // One retry, and none for 4xx: a refused booking or order would be refused again.
      mutations: { retry: (failureCount, error) => !isClientError(error) && failureCount < 1 },
    },
  });
}
