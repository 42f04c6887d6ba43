// @vitest-environment jsdom
// A query's answer reaches the screen as a deferred render: the update that brings it still shows the pending
// state, the data follows in its own render, and no render ever looks like an error (data missing, not pending).
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDeferredData } from './use-deferred-data.ts';

afterEach(cleanup);

type Q = { isPending: boolean; isError: boolean; data: string[] | undefined };

function record(initial: Q) {
  const seen: Q[] = [];
  const hook = renderHook((q: Q) => {
    const state = useDeferredData(q);
    seen.push({ isPending: state.isPending, isError: state.isError, data: state.data });
    return state;
  }, { initialProps: initial });
  return { seen, hook };
}

describe('useDeferredData', () => {
  it('shows the data one deferred render after the answer, pending until then', async () => {
    const { seen, hook } = record({ isPending: true, isError: false, data: undefined });
    const before = seen.length;
    await act(async () => hook.rerender({ isPending: false, isError: false, data: ['primo-fiore'] }));
    const after = seen.slice(before);
    expect(after[0]).toEqual({ isPending: true, isError: false, data: undefined });
    expect(after.at(-1)).toEqual({ isPending: false, isError: false, data: ['primo-fiore'] });
    expect(seen.filter((s) => !s.isPending && !s.isError && s.data === undefined)).toEqual([]);
  });

  it('passes an error straight through', async () => {
    const { hook } = record({ isPending: true, isError: false, data: undefined });
    await act(async () => hook.rerender({ isPending: false, isError: true, data: undefined }));
    expect(hook.result.current).toMatchObject({ isPending: false, isError: true, data: undefined });
  });
});
