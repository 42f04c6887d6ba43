import { useDeferredValue } from 'react';

interface QueryState<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch?: () => unknown;
}

/**
 * A query's state whose data reaches the screen as a deferred update. A query's answer re-renders in one
 * synchronous task; a long list (a dozen cards with photos) then holds a slow phone's main thread for 100 ms
 * or more. Deferred, React renders it in slices that yield to the browser. Pending until the data is there.
 */
export function useDeferredData<T>(query: QueryState<T>): QueryState<T> {
  const data = useDeferredValue(query.data);
  return {
    isPending: query.isPending || (query.data !== undefined && data === undefined),
    isError: query.isError,
    data,
    refetch: query.refetch,
  };
}
