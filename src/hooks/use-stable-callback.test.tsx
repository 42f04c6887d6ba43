// @vitest-environment jsdom
// The function handed to a memoised child keeps its identity across renders and always calls the latest one.
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useStableCallback } from './use-stable-callback.ts';

afterEach(cleanup);

it('keeps one identity and calls what the latest render gave it', () => {
  const hook = renderHook(({ n }: { n: number }) => useStableCallback((x: number) => x + n), { initialProps: { n: 1 } });
  const first = hook.result.current;
  expect(first(1)).toBe(2);
  hook.rerender({ n: 10 });
  expect(hook.result.current).toBe(first);
  expect(first(1)).toBe(11);
});
