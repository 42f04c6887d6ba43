import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * One function for the component's life that always calls the latest `fn`: a memoised child given it is not
 * rendered again because its parent rendered (the booking page's rooms step and its cards).
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
